import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ProductRow } from '@/components/home/ProductRow'
import { babyDiapers, maxpro, napa, products } from '../fixtures/products'
import { manyProducts, mobile } from '../layout/support'
import { carouselReady } from './fixtures'

const rowProducts = [...products, ...manyProducts(4)]

/**
 * A home product row (spec 000 s2, s9): the heading (a link for Skincare & Beauty), 'See more', and
 * a product carousel of 5 per view on desktop, 6 from 1920 px and 2 on phones (autoplay 6 s). While
 * loading, skeleton cards keep its height; with no products (or a failed call) there is no row.
 */
const meta = {
  title: 'Components/Home/ProductRow',
  component: ProductRow,
  tags: ['autodocs'],
  args: {
    title: 'Featured Product',
    products: rowProducts,
    loading: false,
    inCart: (product) => product.id === babyDiapers.id,
    onAddToCart: fn(),
    onViewItem: fn(),
  },
} satisfies Meta<typeof ProductRow>

export default meta
type Story = StoryObj<typeof meta>

/** Products with the cart's state: Add to Cart, View Item (in the cart), Out of Stock. */
export const Products: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Featured Product' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /See more/ })).toBeNull()
    const region = await carouselReady(canvasElement, 'Featured Product')
    await expect(region).toHaveAttribute('data-autoplay', '6000')
    const row = within(region)
    await userEvent.click(row.getByRole('button', { name: `Add to Cart ${napa.product_name}` }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(napa)
    await expect(row.getByRole('button', { name: `Out of Stock ${maxpro.product_name}` })).toBeDisabled()
    const viewItem = row.getByRole('button', { name: `View Item ${babyDiapers.product_name}` })
    viewItem.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onViewItem).toHaveBeenCalledWith(babyDiapers)
  },
}

/** A heading that links, and 'See more' (Skincare & Beauty on the home page). */
export const HeadingLinkAndSeeMore: Story = {
  args: {
    title: 'Skincare & Beauty',
    titleHref: '/category/diagnosticsself-monitoring',
    seeMoreHref: '/product/skincare-beauty',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole('heading', { level: 2, name: 'Skincare & Beauty' })
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', '/category/diagnosticsself-monitoring')
    const seeMore = canvas.getByRole('link', { name: 'See more Skincare & Beauty' })
    await expect(seeMore).toHaveAttribute('href', '/product/skincare-beauty')
    await userEvent.click(seeMore)
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/product/skincare-beauty')
  },
}

/** The first cards of a row in the first viewport load their images eagerly. */
export const EagerFirstCards: Story = {
  args: { eagerCount: 5 },
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img')
    await expect(images.slice(0, 5).every((image) => image.getAttribute('loading') === 'eager')).toBe(true)
    await expect(images[5]).toHaveAttribute('loading', 'lazy')
  },
}

/** Loading: skeleton cards of one view, as tall as the loaded row (no jump when it arrives). */
export const Loading: Story = {
  args: { products: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const skeleton = canvas.getByTestId('product-row-skeleton')
    await expect(skeleton).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Featured Product')
    const visible = within(skeleton)
      .getAllByTestId('product-card-skeleton')
      .filter((card) => getComputedStyle(card).display !== 'none')
    await expect(visible).toHaveLength(5)
    await expect(skeleton.getBoundingClientRect().height).toBeGreaterThan(250)
  },
}

/** Same height loading and loaded (within a few pixels). */
export const ReservedHeight: Story = {
  render: (args) => (
    <>
      <div data-testid="loading-row">
        <ProductRow {...args} products={[]} loading />
      </div>
      <div data-testid="loaded-row">
        <ProductRow {...args} />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    await carouselReady(canvasElement, 'Featured Product')
    const loading = within(canvasElement).getByTestId('loading-row').getBoundingClientRect().height
    const loaded = within(canvasElement).getByTestId('loaded-row').getBoundingClientRect().height
    await expect(Math.abs(loading - loaded)).toBeLessThan(40)
  },
}

/** No products (or the call failed): no row at all, no orphan heading. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull()
  },
}

/** A phone: 2 cards per view. */
export const Mobile: Story = {
  globals: mobile,
  args: { seeMoreHref: '/category/feminine-hygiene', title: 'Feminine Hygiene' },
  play: async ({ canvasElement }) => {
    const region = await carouselReady(canvasElement, 'Feminine Hygiene')
    const frame = region.querySelector('.swiper')!.getBoundingClientRect()
    const inView = Array.from(region.querySelectorAll('.swiper-slide')).filter((slide) => {
      const box = slide.getBoundingClientRect()
      return box.left >= frame.left - 1 && box.right <= frame.right + 1
    })
    await expect(inView).toHaveLength(2)
    await expect(within(canvasElement).getByRole('link', { name: 'See more Feminine Hygiene' })).toBeVisible()
  },
}
