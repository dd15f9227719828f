import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { Product } from '@/api/entities'
import { ProductCard } from '@/components/ProductCard'
import { ProductGrid } from '@/components/ProductGrid'
import { babyDiapers, napa, orsaline, products } from '../fixtures/products'

// The page's cart callbacks; Storybook clears these spies before every story.
const onAddToCart = fn().mockName('onAddToCart')
const onViewItem = fn().mockName('onViewItem')
const inCartIds = new Set<number>([babyDiapers.id])

function renderCard(product: Product) {
  return (
    <ProductCard
      product={product}
      inCart={inCartIds.has(product.id)}
      onAddToCart={onAddToCart}
      onViewItem={onViewItem}
    />
  )
}

/**
 * Which cells are drawn with the page (`visible`) and which wait until near the viewport (`auto`):
 * the first two rows at every width (decision 0076).
 */
function drawnFirst(canvasElement: HTMLElement): boolean[] {
  return Array.from(canvasElement.querySelectorAll('ul > li')).map(
    (cell) => getComputedStyle(cell).getPropertyValue('content-visibility') !== 'auto',
  )
}

/** The first `count` of the fixture's cells drawn with the page, the rest skipped until near. */
const firstRows = (count: number) => products.map((_, index) => index < count)

/** Columns of the rendered grid, from its computed grid-template-columns. */
function columnCount(canvasElement: HTMLElement): number {
  const list = canvasElement.querySelector('ul') as HTMLElement
  return getComputedStyle(list).gridTemplateColumns.trim().split(/\s+/).length
}

/**
 * The product grid of listing, search and offers pages: 2 columns at 768 px and below, 4 on
 * desktop, 5 from 1400 px. While loading it shows skeleton cards and is marked `aria-busy`.
 * Each cell is rendered by `renderProduct`, usually a ProductCard wired to the cart.
 */
const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    products,
    renderProduct: renderCard,
    'aria-label': 'Products',
  },
  argTypes: {
    renderProduct: { control: false },
    products: { control: false },
  },
} satisfies Meta<typeof ProductGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop (1280 px): 4 columns of cards. */
export const WithProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Products' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(products.length)
    await expect(list).not.toHaveAttribute('aria-busy')
    await expect(columnCount(canvasElement)).toBe(4)
    // Two rows of 4 are drawn with the page; the 9th card waits until it is near the viewport.
    await expect(drawnFirst(canvasElement)).toEqual(firstRows(8))

    // Each button names its product; the one in the cart reads 'View Item'.
    await userEvent.click(canvas.getByRole('button', { name: `Add to Cart ${napa.product_name}` }))
    await expect(onAddToCart).toHaveBeenCalledTimes(1)
    await expect(onAddToCart).toHaveBeenCalledWith(napa)
    await userEvent.click(canvas.getByRole('button', { name: `View Item ${babyDiapers.product_name}` }))
    await expect(onViewItem).toHaveBeenCalledTimes(1)
    await expect(onViewItem).toHaveBeenCalledWith(babyDiapers)
  },
}

/** Loading: skeleton cards, `aria-busy`, and a status for screen readers. */
export const Loading: Story = {
  args: { loading: true, skeletonCount: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Products' })
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(8)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products')
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** No products: the page's empty message (listing pages say 'No product found'). */
export const Empty: Story = {
  args: { products: [], emptyMessage: 'No product found' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No product found')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** A 390 px phone: 2 columns. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2)
    const buttons = within(canvasElement).getAllByRole('button')
    for (const button of buttons) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    // Two rows of 2 are drawn with the page; a card of a later row is still in the accessibility
    // tree and answers a press.
    await expect(drawnFirst(canvasElement)).toEqual(firstRows(4))
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Add to Cart ${orsaline.product_name}` }))
    await expect(onAddToCart).toHaveBeenCalledWith(orsaline)
  },
}

/** Loading on a phone: skeletons in 2 columns. */
export const MobileLoading: Story = {
  args: { loading: true, skeletonCount: 6 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2)
    await expect(within(canvasElement).getAllByTestId('product-card-skeleton')).toHaveLength(6)
  },
}

/** Wide screens (1440 px, 1400 px and up): 5 columns. */
export const Wide: Story = {
  parameters: {
    viewport: {
      options: { wide: { name: 'Wide 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' } },
    },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(5)
    // Two rows of 5: all nine cards are drawn with the page.
    await expect(drawnFirst(canvasElement)).toEqual(firstRows(10))
  },
}
