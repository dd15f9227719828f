import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OfferBanners } from '@/components/home/Banners'
import { mobile } from '../layout/support'
import { imagesLoaded, offerBanners, SQUARE_IMAGE, carouselReady } from './fixtures'

/** The offers banner carousel (spec 000 s2, s9): 3 per view on phones, 5 on desktop, autoplay 3 s. */
const meta = {
  title: 'Components/Home/OfferBanners',
  component: OfferBanners,
  tags: ['autodocs'],
  args: { banners: [...offerBanners, ...offerBanners.map((b) => ({ ...b, id: b.id + 10 }))], loading: false },
} satisfies Meta<typeof OfferBanners>

export default meta
type Story = StoryObj<typeof meta>

function perView(region: HTMLElement): number {
  const frame = region.querySelector('.swiper')!.getBoundingClientRect()
  return Array.from(region.querySelectorAll('.swiper-slide')).filter((slide) => {
    const box = slide.getBoundingClientRect()
    return box.left >= frame.left - 1 && box.right <= frame.right + 1
  }).length
}

/** Desktop: 5 per view, lazy images, each links to its offer. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const region = await carouselReady(canvasElement, 'Offers')
    await expect(perView(region)).toBe(5)
    await expect(region).toHaveAttribute('data-autoplay', '3000')
    await expect(within(region).getAllByRole('link')[0]).toHaveAttribute('href', '/category/special-price')
    await expect(within(region).getAllByRole('img')[0]).toHaveAttribute('loading', 'lazy')
    await expect(within(canvasElement).getByRole('heading', { name: 'Offers' })).toBeInTheDocument()
  },
}

/** A phone: 3 per view. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const region = await carouselReady(canvasElement, 'Offers')
    await expect(perView(region)).toBe(3)
  },
}

/** Loading: a row of reserved boxes. */
export const Loading: Story = {
  args: { banners: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('offer-banners-skeleton').children).toHaveLength(5)
  },
}

/** No banners (or the call failed): no section. */
export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull()
  },
}

/** Images of another size than 1200 x 400 (square ones): every offer keeps its 3:1 box, cropped. */
export const ImageOfAnotherSize: Story = {
  args: {
    banners: offerBanners.map((banner) => ({ ...banner, banner: SQUARE_IMAGE })),
  },
  play: async ({ canvasElement }) => {
    const region = await carouselReady(canvasElement, 'Offers')
    const [image] = await imagesLoaded(region)
    if (!image) throw new Error('no offer image')
    await expect(image.naturalWidth).toBe(image.naturalHeight)
    const box = image.getBoundingClientRect()
    await expect(box.width).toBeGreaterThan(0)
    await expect(Math.abs(box.width / box.height - 3)).toBeLessThan(0.02)
  },
}
