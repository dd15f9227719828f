import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ProductDetailSkeleton, ProductDetailView } from '@/components/catalogue'
import { babyDiapers, maxpro, napa } from '../fixtures/products'
import { cartBindings, mobile, napaAlternates } from './support'

const images = [
  { src: '/uploads/product/napa-500-mg-tablet.svg', alt: 'Napa 500 mg Tablet, image 1 of 2' },
  { src: '/uploads/product/medicines-info.svg', alt: 'Napa 500 mg Tablet, image 2 of 2' },
]

/**
 * The product page's body (spec 000 "Product detail page"): breadcrumb, gallery, the buying panel
 * (name, generic, strength, manufacturer link, price, unit description, SKU for staff, stepper and
 * Add to Cart or 'Out of Stock' and 'Request stock', wishlist, app note, short description, share
 * links), the sanitised description and the related carousel. The page (Pages/ProductDetails)
 * wires it to the calls, the cart and the wishlist.
 */
const meta = {
  title: 'Components/Catalogue/ProductDetailView',
  component: ProductDetailView,
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
    product: {
      ...napa,
      description: '<h4>Indications</h4><p>Relief of fever and pain.</p>',
      short_description: '<p><strong>Napa 500 mg Tablet</strong> contains Paracetamol 500 mg.</p>',
    },
    breadcrumb: [
      { label: 'Medicines', to: '/product/medicines' },
      { label: 'Fever & Pain', to: '/category/fever-pain' },
      { label: napa.product_name },
    ],
    images,
    related: napaAlternates,
    cart: cartBindings(),
    showSku: false,
    quantity: 1,
    onIncrement: fn(),
    onDecrement: fn(),
    onAddToCart: fn(),
    inWishlist: false,
    onToggleWishlist: fn(),
    shareUrl: 'https://medibazar.test/product-details/napa-500-mg-tablet',
    appLinks: { android: 'https://play.google.com/store/apps/details?id=test', ios: 'https://apps.apple.com/app/id0' },
  },
} satisfies Meta<typeof ProductDetailView>

export default meta
type Story = StoryObj<typeof meta>

/** In stock: the stepper and Add to Cart emit; the wishlist toggle emits. */
export const InStock: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Beximco Pharmaceuticals' })).toHaveAttribute(
      'href',
      '/manufacture-products/Beximco%20Pharmaceuticals',
    )
    await expect(canvas.getByRole('button', { name: 'Decrease quantity of Napa 500 mg Tablet' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Napa 500 mg Tablet' }))
    await expect(args.onIncrement).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }))
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Wishlist' }))
    await expect(args.onToggleWishlist).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('link', { name: 'Google Play (opens in a new tab)' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3, name: 'Indications' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Alternate Brands' })).toBeVisible()
    // The price per tablet under the pack's price (issue 24).
    const summary = canvas.getByRole('heading', { level: 1 }).parentElement as HTMLElement
    await expect(within(summary).getByText('৳1.20/tablet')).toBeVisible()
  },
}

/** Quantity 3: minus is enabled. */
export const QuantityThree: Story = {
  args: { quantity: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Napa 500 mg Tablet' })).toHaveValue('3')
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of Napa 500 mg Tablet' }))
    await expect(args.onDecrement).toHaveBeenCalledTimes(1)
  },
}

/** Discounted: the discount price and the original struck through. */
export const Discounted: Story = {
  args: { product: babyDiapers, related: [], breadcrumb: [{ label: babyDiapers.product_name }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('৳1,250.00')).toBeVisible()
    await expect(canvasElement.querySelector('del')).toHaveTextContent('৳1,500.00')
    await expect(canvas.queryByText('Generic')).toBeNull()
    // '42 Pieces (1 Pack)' gives no tablets, capsules or ml: no per-unit price.
    await expect(canvasElement.querySelector('[data-unit-price]')).toBeNull()
  },
}

/** Out of stock: 'Out of Stock' and 'Request stock'; no stepper, no Add to Cart. */
export const OutOfStock: Story = {
  args: { product: maxpro, related: [], breadcrumb: [{ label: maxpro.product_name }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Out of Stock')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Request stock' })).toHaveAttribute(
      'href',
      '/stock-request/maxpro-20-mg-tablet',
    )
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull()
  },
}

/** Staff: the SKU. */
export const WithSku: Story = {
  args: { showSku: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('product-sku')).toHaveTextContent('BXP-NAPA-500')
  },
}

/** Already in the wishlist: the toggle is pressed. */
export const InWishlist: Story = {
  args: { inWishlist: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** No app links in the site metadata: the note alone. */
export const NoAppLinks: Story = {
  args: { appLinks: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Order faster with our app.')).toBeVisible()
  },
}

/** The skeleton while the product loads. */
export const Skeleton: Story = {
  render: () => <ProductDetailSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading product')
  },
}

/** A 390 px phone: one column. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const gallery = canvas.getByRole('region', { name: 'Product images' })
    const title = canvas.getByRole('heading', { level: 1 })
    await expect(title.getBoundingClientRect().top).toBeGreaterThan(gallery.getBoundingClientRect().bottom - 1)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
