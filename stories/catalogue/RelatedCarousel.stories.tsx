import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { RelatedCarousel } from '@/components/catalogue'
import { babyDiapers, babyLotion, napa, noImage } from '../fixtures/products'
import { cartBindings, manyProducts, mobile, napaAlternates } from './support'

/** The carousel named `title` and its section (heading, note and cards). */
function read(canvasElement: HTMLElement, title: string) {
  const region = within(canvasElement).getByRole('region', { name: title })
  const section = region.closest('section') ?? region
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

/**
 * Napa (৳12.00 for 10 tablets): Renova ৳9.50 (discounted), Fast ৳10.00, Ace ৳12.00, Reset ৳12.80
 * (out of stock), all strips of 10, so compared per tablet (issue 24).
 */
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
      '৳0.25/tablet cheaper than Napa 500 mg Tablet',
      '৳0.20/tablet cheaper than Napa 500 mg Tablet',
      'Same price as Napa 500 mg Tablet',
      '৳0.08/tablet dearer than Napa 500 mg Tablet',
    ])
    await expect(within(section).getByText(/compared with ৳1.20\/tablet for Napa 500 mg Tablet/)).toBeVisible()
    // Each card gives its price per tablet under the pack's price.
    const perTablet = Array.from(section.querySelectorAll('[data-unit-price="tablet"] [aria-hidden="true"]'))
    await expect(perTablet.map((p) => p.textContent)).toEqual([
      '৳0.95/tablet',
      '৳1.00/tablet',
      '৳1.20/tablet',
      '৳1.28/tablet',
    ])
    // The cards keep the cart rules: Fast is in the cart, Reset is out of stock.
    await expect(within(section).getByRole('button', { name: 'View Item Fast 500 mg Tablet' })).toBeVisible()
    await expect(within(section).getByRole('button', { name: 'Out of Stock Reset 500 mg Tablet' })).toBeDisabled()
    await userEvent.click(within(section).getByRole('button', { name: 'Add to Cart Renova 500 mg Tablet' }))
    await expect(cart.onAddToCart).toHaveBeenCalledWith(napaAlternates[1])
  },
}

/** The product on screen is discounted (৳10.00 instead of ৳12.00): alternatives compare with ৳1.00 a tablet. */
export const DiscountedProduct: Story = {
  args: { product: { ...napa, discount_price: 10 } },
  play: async ({ canvasElement }) => {
    const { deltas } = read(canvasElement, 'Alternate Brands')
    await expect(deltas.map((d) => d.replace(/ (than|as) .*$/, ''))).toEqual([
      '৳0.05/tablet cheaper',
      'Same price',
      '৳0.20/tablet dearer',
      '৳0.28/tablet dearer',
    ])
  },
}

/**
 * Packs of different sizes (issue 24): a container of 30 at ৳30.00 costs more than Napa's strip of
 * 10 at ৳12.00, but less per tablet, so it comes first and says so. A syrup cannot be compared per
 * tablet: it is compared per pack and listed after.
 */
export const ComparedPerTablet: Story = {
  args: {
    related: [
      {
        ...napaAlternates[0]!,
        id: 2001,
        product_name: 'Ace 500 mg Syrup',
        unit_description: '60 ml Bottle',
        price: 35,
      },
      {
        ...napaAlternates[0]!,
        id: 2002,
        product_name: 'Ace 500 mg Tablet (30)',
        unit_description: '30 Tablets (1 Container)',
        price: 30,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const { names, deltas } = read(canvasElement, 'Alternate Brands')
    await expect(names).toEqual(['Ace 500 mg Tablet (30)', 'Ace 500 mg Syrup'])
    await expect(deltas).toEqual([
      '৳0.20/tablet cheaper than Napa 500 mg Tablet',
      '৳23.00 dearer than Napa 500 mg Tablet',
    ])
    const section = within(canvasElement).getByRole('region', { name: 'Alternate Brands' })
    await expect(within(section).getByText('৳1.00 per tablet')).toBeInTheDocument()
    await expect(within(section).getByText('৳0.58 per ml')).toBeInTheDocument()
  },
}

/** The same comparison on a Bangla page: Bangla digits and units. */
export const ComparedPerTabletBangla: Story = {
  ...ComparedPerTablet,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')
    await expect(section?.textContent).toContain('৳০.২০/ট্যাবলেট')
    await expect(section?.textContent).toContain('৳১.০০/ট্যাবলেট')
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

/**
 * More than fit: the shared product strip (5 per view on desktop), whose arrows come after
 * hydration and scroll it; no Swiper is loaded for it.
 */
export const Scrolls: Story = {
  args: { related: manyProducts(9) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const previous = await canvas.findByRole('button', { name: 'Previous slides of Alternate Brands' })
    const next = canvas.getByRole('button', { name: 'Next slides of Alternate Brands' })
    await waitFor(() => expect(previous).toBeDisabled())
    await expect(next).toBeEnabled()
    const strip = canvasElement.querySelector('.swiper-wrapper')
    await userEvent.click(next)
    await waitFor(() => expect(previous).toBeEnabled())
    await expect(strip?.scrollLeft).toBeGreaterThan(0)
    await expect(canvasElement.querySelector('.swiper-initialized')).toBeNull()
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
