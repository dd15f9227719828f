import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TopBanners } from '@/components/home/Banners'
import { mobile } from '../layout/support'
import { imagesLoaded, SQUARE_IMAGE, carouselReady, topBanners } from './fixtures'

/**
 * The top banner carousel (spec 000 s2, s9): one banner per view, each linking to its link,
 * autoplay 3 s. The first banner is an eager, high-priority image with its size from the first
 * render (the page's LCP), before Swiper takes over; while the list loads the 3:1 box is reserved.
 */
const meta = {
  title: 'Components/Home/TopBanners',
  component: TopBanners,
  tags: ['autodocs'],
  args: { banners: topBanners, loading: false },
} satisfies Meta<typeof TopBanners>

export default meta
type Story = StoryObj<typeof meta>

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Top offers' })

/** Three banners: the first is the LCP image; each links where the shop set it. */
export const Banners: Story = {
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement)
    const first = within(carousel).getByRole('img', { name: 'Offers' })
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    await expect(first).toHaveAttribute('loading', 'eager')
    await expect(first).toHaveAttribute('width', '1200')
    await expect(first).toHaveAttribute('height', '400')
    await expect(first.getAttribute('src')).toMatch(/\/uploads\/banner\/top-banner-1\.svg$/)
    const swiper = await carouselReady(canvasElement, 'Top offers')
    await expect(swiper).toHaveAttribute('data-autoplay', '3000')
    const links = within(swiper).getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/offers',
      '/upload-prescription',
      '/product/baby-care',
    ])
    await expect(within(swiper).getByRole('img', { name: 'Upload Prescription' })).toHaveAttribute('loading', 'lazy')
    await userEvent.click(links[0]!)
    await expect(within(canvasElement).getByTestId('current-location')).toHaveTextContent('/offers')
  },
}

/** The box keeps its 3:1 size from the static first view to the carousel: nothing moves. */
export const NoLayoutShift: Story = {
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement)
    const before = carousel.getBoundingClientRect().height
    await expect(before).toBeGreaterThan(0)
    const swiper = await carouselReady(canvasElement, 'Top offers')
    const image = within(swiper).getByRole('img', { name: 'Offers' })
    await expect(Math.abs(swiper.getBoundingClientRect().height - before)).toBeLessThanOrEqual(1)
    await expect(Math.abs(image.getBoundingClientRect().width / image.getBoundingClientRect().height - 3)).toBeLessThan(
      0.05,
    )
  },
}

/** An external link opens in a new tab; a banner without a link is just an image. */
export const ExternalAndNoLink: Story = {
  args: {
    banners: [
      { id: 7, link: 'https://partner.example.com/campaign', banner: 'top-banner-2.svg' },
      { id: 8, link: '', banner: 'top-banner-3.svg' },
    ],
  },
  play: async ({ canvasElement }) => {
    const carousel = region(canvasElement)
    const external = within(carousel).getByRole('link', { name: 'partner.example.com (opens in a new tab)' })
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(within(carousel).getByRole('img', { name: 'Promotion 2' }).closest('a')).toBeNull()
  },
}

/** Loading: a 3:1 placeholder, hidden from screen readers. */
export const Loading: Story = {
  args: { banners: [], loading: true },
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId('top-banners-skeleton')
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true')
    const box = skeleton.getBoundingClientRect()
    await expect(Math.abs(box.width / box.height - 3)).toBeLessThan(0.05)
  },
}

/** No banners (or the call failed): no section at all. */
export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Top offers' })).toBeNull()
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}

/** A phone: the full width, still 3:1. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const swiper = await carouselReady(canvasElement, 'Top offers')
    const image = within(swiper).getByRole('img', { name: 'Offers' })
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(390)
    await expect(Math.abs(image.getBoundingClientRect().width / image.getBoundingClientRect().height - 3)).toBeLessThan(
      0.05,
    )
  },
}

/** An image of another size than 1200 x 400 (a square one): the banner keeps its 3:1 box, cropped. */
export const ImageOfAnotherSize: Story = {
  args: { banners: [{ id: 1, link: '/offers', banner: SQUARE_IMAGE }] },
  play: async ({ canvasElement }) => {
    // Measured once the image is on screen (the strip plays by itself after the load).
    const carousel = await carouselReady(canvasElement, 'Top offers')
    const [image] = await imagesLoaded(carousel)
    if (!image) throw new Error('no banner image')
    await expect(image.naturalWidth).toBe(image.naturalHeight)
    const box = image.getBoundingClientRect()
    await expect(box.width).toBeGreaterThan(0)
    await expect(Math.abs(box.width / box.height - 3)).toBeLessThan(0.02)
  },
}
