/** Pure helpers of the home banners (spec 000 s2 "Home page"). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Banner, SmallBanner } from '@/api/entities'
import { uploadUrl } from '@/api/images'
import { i18nFor } from '@/i18n/lingui'
import { DEFAULT_LOCALE } from '@/i18n/locale'

/** A banner of any of the three lists, as the home page shows it. */
export interface BannerSlide {
  id: number
  link: string
  src: string
}

/** Intrinsic sizes the images are laid out with (their boxes are reserved before they load). */
export const TOP_BANNER_SIZE = { width: 1200, height: 400 } as const
export const SMALL_BANNER_SIZE = { width: 600, height: 300 } as const
export const OFFER_BANNER_SIZE = { width: 1200, height: 400 } as const

export type BannerSlot = 'top' | 'small' | 'offer'

/** The box of each banner slot (Banners.module.css keeps the same ratios). */
export const BANNER_SIZES: Record<BannerSlot, { width: number; height: number }> = {
  top: TOP_BANNER_SIZE,
  small: SMALL_BANNER_SIZE,
  offer: OFFER_BANNER_SIZE,
}

export function bannerSlides(banners: readonly Banner[]): BannerSlide[] {
  return banners.flatMap((banner) => {
    const src = uploadUrl('banner', banner.banner)
    return src ? [{ id: banner.id, link: banner.link, src }] : []
  })
}

export function smallBannerSlides(banners: readonly SmallBanner[]): BannerSlide[] {
  return banners.flatMap((banner) => {
    const src = uploadUrl('smallBanner', banner.sml_banner)
    return src ? [{ id: banner.id, link: banner.link, src }] : []
  })
}

/**
 * The mobile layout's two small-banner carousels: ids 1 and 4, then ids 2 and 3 (spec 000 s2).
 * When the shop's ids are not 1-4, the first and fourth banners, then the second and third.
 */
export function smallBannerGroups(slides: readonly BannerSlide[]): [BannerSlide[], BannerSlide[]] {
  const byId = (ids: readonly number[]) => ids.flatMap((id) => slides.filter((slide) => slide.id === id))
  const first = byId([1, 4])
  const second = byId([2, 3])
  if (first.length + second.length > 0) return [first, second]
  const at = (indexes: readonly number[]) => indexes.flatMap((i) => (slides[i] ? [slides[i]] : []))
  return [at([0, 3]), at([1, 2])]
}

/** The desktop layout shows the first four small banners in a grid. */
export function desktopSmallBanners(slides: readonly BannerSlide[]): BannerSlide[] {
  return slides.slice(0, 4)
}

function titleCase(words: string): string {
  return words.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())
}

/** A banner's fallback name, 'Promotion 3': `number` is the position, written in the page's digits. */
export function promotionText(number: string): MessageDescriptor {
  return msg`Promotion ${number}`
}

/** The shop's own pages a banner may link to, by their last path segment, named as the shop names them. */
const SHOP_PAGE_NAMES: Record<string, MessageDescriptor> = {
  offers: msg`Offers`,
  'upload-prescription': msg`Upload Prescription`,
  'b2b-registration': msg`B2B Registration`,
  'contact-us': msg`Contact Us`,
  'join-our-team': msg`Join Our Team`,
  'special-price': msg`Special Price`,
}

/**
 * A text for a banner link. The API sends no alt text for banners, so the link's destination
 * names it: the shop's own pages by their name in the page's language (`translate`: '/offers' ->
 * 'Offers', 'অফার'), other paths by their last segment as the shop spells it ('/product/baby-care'
 * -> 'Baby Care', like the API's category names), 'https://example.com/x' -> 'example.com'.
 * Otherwise `fallback`: 'Promotion {position}' (the component passes both in the page's language).
 */
export function bannerLabel(
  link: string,
  position: number,
  fallback: string = i18nFor(DEFAULT_LOCALE)._(promotionText(String(position))),
  translate: (text: MessageDescriptor) => string = (text) => i18nFor(DEFAULT_LOCALE)._(text),
): string {
  const value = link.trim()
  if (!value || value === '#') return fallback
  let path = value
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value)
      if (typeof location === 'undefined' || url.origin !== location.origin) return url.hostname.replace(/^www\./, '')
      path = url.pathname
    } catch {
      return fallback
    }
  }
  const segment = path.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? ''
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // keep the raw segment
  }
  const page = Object.hasOwn(SHOP_PAGE_NAMES, decoded) ? SHOP_PAGE_NAMES[decoded] : undefined
  if (page) return translate(page)
  const words = decoded.replace(/[-_]+/g, ' ').trim()
  return words ? titleCase(words) : fallback
}
