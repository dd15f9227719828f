import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { RelatedCarousel } from '@/components/catalogue'
import { babyDiapers, babyLotion, napa, noImage } from '../fixtures/products'
import { cartBindings, manyProducts, mobile, napaAlternates } from './support'

function read(canvasElement: HTMLElement, title: string) {
  const section = within(canvasElement).getByRole('region', { name: title })
  return {
    section,
    names: within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent ?? ''),
    deltas: Array.from(section.querySelectorAll('[data-comparison]')).map((p) => p.textContent ?? ''),
  }
}

const cart = cartBindings([1004])

/**
 * The product page's carousel (spec 000): 'Alternate Brands' for a medicine, 'Related Products'
 * otherwise. Beyond the spec, alternate brands are sorted cheapest first and each says how much
 * cheaper or dearer it is than the product on screen (what the shopper pays: the discount price
 * when set). Nothing renders when there is nothing related.
 */
const meta = {
  title: 'Components/Catalogue/RelatedCarousel',
  component: RelatedCarousel,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
  args: { product: napa, related: napaAlternates, cart },
} satisfies Meta<typeof RelatedCarousel>

export default meta
type Story = StoryObj<typeof meta>

/** Napa (৳12.00): Renova ৳9.50 (discounted), Fast ৳10.00, Ace ৳12.00, Reset ৳12.80 (out of stock). */
export const AlternateBrands: Story = {
  play: async ({ canvasElement }) => {
    const { section, names, deltas } = read(canvasElement, 'Alternate Brands')
    await expect(names).toEqual([
      'Renova 500 mg Tablet',
      'Fast 500 mg Tablet',
      'Ace 500 mg Tablet',
      'Reset 500 mg Tablet',
    ])
    await expect(deltas).toEqual([
      '৳2.50 cheaper than Napa 500 mg Tablet',
      '৳2.00 cheaper than Napa 500 mg Tablet',
      'Same price as Napa 500 mg Tablet',
      '৳0.80 dearer than Napa 500 mg Tablet',
    ])
    await expect(within(section).getByText(/compared with ৳12.00 for Napa 500 mg Tablet/)).toBeVisible()
    // The cards keep the cart rules: Fast is in the cart, Reset is out of stock.
    await expect(within(section).getByRole('button', { name: 'View Item Fast 500 mg Tablet' })).toBeVisible()
    await expect(within(section).getByRole('button', { name: 'Out of Stock Reset 500 mg Tablet' })).toBeDisabled()
    await userEvent.click(within(section).getByRole('button', { name: 'Add to Cart Renova 500 mg Tablet' }))
    await expect(cart.onAddToCart).toHaveBeenCalledWith(napaAlternates[1])
  },
}

/** The product on screen is discounted (৳10.00 instead of ৳12.00): alternatives compare with ৳10.00. */
export const DiscountedProduct: Story = {
  args: { product: { ...napa, discount_price: 10 } },
  play: async ({ canvasElement }) => {
    const { deltas } = read(canvasElement, 'Alternate Brands')
    await expect(deltas.map((d) => d.replace(/ (than|as) .*$/, ''))).toEqual([
      '৳0.50 cheaper',
      'Same price',
      '৳2.00 dearer',
      '৳2.80 dearer',
    ])
  },
}

/** Not a medicine: 'Related Products', in the server's order, without price comparisons. */
export const RelatedProducts: Story = {
  args: { product: babyLotion, related: [babyDiapers, noImage] },
  play: async ({ canvasElement }) => {
    const { names, deltas } = read(canvasElement, 'Related Products')
    await expect(names).toEqual([babyDiapers.product_name, noImage.product_name])
    await expect(deltas).toEqual([])
  },
}

/** More than fit: Next and Previous move the carousel. */
export const Scrolls: Story = {
  args: { related: manyProducts(9) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const previous = canvas.getByRole('button', { name: 'Previous Alternate Brands' })
    const next = canvas.getByRole('button', { name: 'Next Alternate Brands' })
    await waitFor(() => expect(previous).toBeDisabled())
    await expect(next).toBeEnabled()
    await userEvent.click(next)
    await waitFor(() => expect(previous).toBeEnabled())
  },
}

/** While the related call is in flight: skeleton cards under the title. */
export const Loading: Story = {
  args: { related: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alternate Brands' })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Loading Alternate Brands' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** Nothing related (or the call failed): no section at all. */
export const Empty: Story = {
  args: { related: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('region', { name: 'Alternate Brands' })).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'Alternate Brands' })).toBeNull()
  },
}

/** A 390 px phone: two cards in view. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { section } = read(canvasElement, 'Alternate Brands')
    const visible = Array.from(section.querySelectorAll('.swiper-slide')).filter((slide) => {
      const box = slide.getBoundingClientRect()
      return box.left >= 0 && box.right <= window.innerWidth + 1
    })
    await expect(visible).toHaveLength(2)
  },
}
