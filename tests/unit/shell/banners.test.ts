import { describe, expect, it } from 'vitest'
import {
  bannerLabel,
  bannerSlides,
  desktopSmallBanners,
  smallBannerGroups,
  smallBannerSlides,
  type BannerSlide,
} from '@/components/home/Banners/banners'

const slide = (id: number): BannerSlide => ({ id, link: `/offer-${id}`, src: `/uploads/banner/${id}.svg` })

describe('smallBannerGroups (mobile: ids 1 and 4, then ids 2 and 3)', () => {
  it('picks by id, whatever the order of the list', () => {
    const [first, second] = smallBannerGroups([slide(3), slide(4), slide(1), slide(2)])
    expect(first.map((s) => s.id)).toEqual([1, 4])
    expect(second.map((s) => s.id)).toEqual([2, 3])
  })

  it('keeps what exists when some ids are missing', () => {
    const [first, second] = smallBannerGroups([slide(1), slide(2)])
    expect(first.map((s) => s.id)).toEqual([1])
    expect(second.map((s) => s.id)).toEqual([2])
  })

  it('falls back to positions 1 and 4, 2 and 3 when no id is 1-4', () => {
    const [first, second] = smallBannerGroups([slide(11), slide(12), slide(13), slide(14), slide(15)])
    expect(first.map((s) => s.id)).toEqual([11, 14])
    expect(second.map((s) => s.id)).toEqual([12, 13])
  })

  it('is empty without banners', () => {
    expect(smallBannerGroups([])).toEqual([[], []])
  })
})

describe('desktopSmallBanners', () => {
  it('is the first four', () => {
    expect(desktopSmallBanners([1, 2, 3, 4, 5].map(slide)).map((s) => s.id)).toEqual([1, 2, 3, 4])
  })
})

describe('banner slides', () => {
  it('build image urls under uploads/banner and drop banners without a file', () => {
    const slides = bannerSlides([
      { id: 1, link: '/offers', banner: 'top banner.svg' },
      { id: 2, link: '/x', banner: '  ' },
    ])
    expect(slides).toHaveLength(1)
    expect(slides[0]!.src).toMatch(/\/uploads\/banner\/top%20banner\.svg$/)
    expect(smallBannerSlides([{ id: 3, link: '', sml_banner: 'https://cdn.example.com/s.svg' }])[0]!.src).toBe(
      'https://cdn.example.com/s.svg',
    )
  })
})

describe('bannerLabel: a name for a banner from its link', () => {
  it('names shop paths after their last segment', () => {
    expect(bannerLabel('/product/baby-care', 1)).toBe('Baby Care')
    expect(bannerLabel('/upload-prescription', 1)).toBe('Upload Prescription')
    expect(bannerLabel('/landing-page/diabetes-care-week?utm=x', 1)).toBe('Diabetes Care Week')
    expect(bannerLabel('/category/korean%20beauty', 1)).toBe('Korean Beauty')
  })

  it('names the shop’s own pages by their name, in the page’s language when a translation is given', () => {
    expect(bannerLabel('/offers', 1)).toBe('Offers')
    expect(bannerLabel('/join-our-team', 1)).toBe('Join Our Team')
    const translate = (text: { message?: string }) => `[bn] ${text.message ?? ''}`
    expect(bannerLabel('/offers', 1, 'Promotion 1', translate)).toBe('[bn] Offers')
    expect(bannerLabel('/upload-prescription?from=home', 1, 'Promotion 1', translate)).toBe('[bn] Upload Prescription')
    // Categories keep the shop's spelling, like the API's category names.
    expect(bannerLabel('/category/feminine-hygiene', 1, 'Promotion 1', translate)).toBe('Feminine Hygiene')
  })

  it('names other sites after their host', () => {
    expect(bannerLabel('https://www.partner.example.com/campaign', 2)).toBe('partner.example.com')
  })

  it('falls back to the position', () => {
    expect(bannerLabel('', 3)).toBe('Promotion 3')
    expect(bannerLabel('#', 4)).toBe('Promotion 4')
    expect(bannerLabel('/', 5)).toBe('Promotion 5')
  })
})
