import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SmallBanners } from '@/components/home/Banners'
import { mobile } from '../layout/support'
import { imagesLoaded, smallBanners, SQUARE_IMAGE, carouselReady } from './fixtures'

/**
 * The small banners (spec 000 s2): desktop shows the first four in a grid; a phone shows ids 1 and
 * 4 in one carousel and ids 2 and 3 in another (autoplay 3 s).
 */
const meta = {
  title: 'Components/Home/SmallBanners',
  component: SmallBanners,
  tags: ['autodocs'],
  args: { banners: smallBanners, loading: false, mobile: false },
} satisfies Meta<typeof SmallBanners>

export default meta
type Story = StoryObj<typeof meta>

const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))

/** Desktop: the first four in a grid of four columns, 2:1 each. */
export const DesktopGrid: Story = {
  args: { banners: [...smallBanners, { id: 5, link: '/offers', sml_banner: 'small-banner-1.svg' }] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Featured offers' })
    await expect(hrefs(list)).toEqual([
      '/category/feminine-hygiene',
      '/category/diagnosticsself-monitoring',
      '/product/pet-care',
      '/b2b-registration',
    ])
    const images = within(list).getAllByRole('img')
    const tops = new Set(images.map((image) => Math.round(image.getBoundingClientRect().top)))
    await expect(tops.size).toBe(1)
    await expect(images[0]).toHaveAttribute('width', '600')
    await expect(images[0]).toHaveAttribute('height', '300')
  },
}

/** A phone: two carousels, ids 1 and 4, then ids 2 and 3. */
export const MobileCarousels: Story = {
  globals: mobile,
  args: { mobile: true },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByRole('region', { name: 'Offers 1' })
    const second = within(canvasElement).getByRole('region', { name: 'Offers 2' })
    await expect(hrefs(first)).toEqual(['/category/feminine-hygiene', '/b2b-registration'])
    await expect(hrefs(second)).toEqual(['/category/diagnosticsself-monitoring', '/product/pet-care'])
    await expect(await carouselReady(canvasElement, 'Offers 1')).toHaveAttribute('data-autoplay', '3000')
    await expect(await carouselReady(canvasElement, 'Offers 2')).toHaveAttribute('data-autoplay', '3000')
  },
}

/** Ids other than 1-4: the first and fourth, then the second and third. */
export const MobileOtherIds: Story = {
  globals: mobile,
  args: { mobile: true, banners: smallBanners.map((banner) => ({ ...banner, id: banner.id + 10 })) },
  play: async ({ canvasElement }) => {
    await expect(hrefs(within(canvasElement).getByRole('region', { name: 'Offers 1' }))).toEqual([
      '/category/feminine-hygiene',
      '/b2b-registration',
    ])
  },
}

/** Loading: four reserved 2:1 boxes. */
export const Loading: Story = {
  args: { banners: [], loading: true },
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId('small-banners-skeleton')
    await expect(skeleton.children).toHaveLength(4)
    const box = skeleton.children[0]!.getBoundingClientRect()
    await expect(Math.abs(box.width / box.height - 2)).toBeLessThan(0.05)
  },
}

/** Loading on a phone: two boxes. */
export const MobileLoading: Story = {
  globals: mobile,
  args: { banners: [], loading: true, mobile: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('small-banners-skeleton').children).toHaveLength(2)
  },
}

/** No banners (or the call failed): nothing. */
export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull()
    await expect(within(canvasElement).queryByRole('list')).toBeNull()
  },
}

/**
 * Images of another size than the slot's (square ones here): each slot keeps its 2:1 box and the
 * image is cropped to it, so nothing below moves when they arrive (the Featured Product row used
 * to move down by a CLS of 0.275).
 */
export const ImagesOfAnotherSize: Story = {
  args: { banners: smallBanners.map((banner) => ({ ...banner, sml_banner: SQUARE_IMAGE })) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Featured offers' })
    const images = await imagesLoaded(list)
    await expect(images).toHaveLength(4)
    for (const image of images) {
      await expect(image.naturalWidth).toBe(image.naturalHeight)
      const box = image.getBoundingClientRect()
      await expect(box.width).toBeGreaterThan(0)
      await expect(Math.abs(box.width / box.height - 2)).toBeLessThan(0.02)
    }
  },
}
