import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import { mockSession } from '@mocks/session'
import { cartStore } from '@/cart/cartStore'
import ProductDetailsPage from '@/pages/catalogue/ProductDetailsPage'
import { wishlistStore } from '@/wishlist/wishlistStore'
import { shopProduct } from '../cart/support'
import { mobile, recordRequests, type Recorded } from './support'

const views: Recorded[] = []

function at(slug: string) {
  return { route: { path: '/product-details/:slug', url: `/product-details/${slug}` } }
}

const toastText = async (text: string) => {
  const toast = await within(document.body).findByText(text)
  await waitFor(() => expect(toast).toBeVisible())
}

/** Names of the carousel's cards and the price comparison under each, in order. */
function carousel(canvasElement: HTMLElement, title: string) {
  const section = within(canvasElement).getByRole('region', { name: title })
  const names = within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '')
  const deltas = Array.from(section.querySelectorAll('[data-comparison]')).map((p) =>
    (p.textContent ?? '').replace(/ (than|as) .*$/, ''),
  )
  return { section, names, deltas }
}

/**
 * The product page on the mock shop (spec 000 "Product detail page"), from the detail calls:
 * product-details, prodcut-image and product-sub-image (gallery), product-cat-subcat (breadcrumb),
 * product-main-category, related-product ('Alternate Brands' for medicines, with each brand's
 * price against this one, cheapest first). A view posts the product to store-recommended-product
 * once. The SKU shows only to the staff user (id 2).
 */
const meta = {
  title: 'Pages/ProductDetails',
  component: ProductDetailsPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', ...at('napa-500-mg-tablet') },
  beforeEach({ msw }) {
    views.length = 0
    msw.use(recordRequests('post', '*/api/store-recommended-product', views))
  },
} satisfies Meta<typeof ProductDetailsPage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Napa 500 mg: facts, price, gallery, breadcrumb, title and meta description; 'Alternate Brands'
 * cheapest first with the difference to Napa's ৳12.00; one recorded view.
 */
export const Medicine: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' })).toBeVisible()

    await step('Facts, price and links', async () => {
      await expect(canvas.getByText('Paracetamol')).toBeVisible()
      await expect(canvas.getByText('500 mg', { selector: 'dd' })).toBeVisible()
      await expect(canvas.getByRole('link', { name: 'Beximco Pharmaceuticals' })).toHaveAttribute(
        'href',
        '/manufacture-products/Beximco%20Pharmaceuticals',
      )
      await expect(canvas.getByText('৳12.00')).toBeVisible()
      await expect(canvas.getByText('10 Tablets (1 Strip)')).toBeVisible()
      await expect(canvas.getByText(/Order faster with our app/)).toBeVisible()
      await expect(canvas.queryByText('SKU')).toBeNull()
      await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Napa 500 mg Tablet' })).toHaveValue('1')
    })

    await step('Breadcrumb from product-cat-subcat', async () => {
      const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' })
      await waitFor(() =>
        expect(within(crumbs).getByRole('link', { name: 'Medicines' })).toHaveAttribute('href', '/product/medicines'),
      )
      await expect(within(crumbs).getByRole('link', { name: 'Fever & Pain' })).toHaveAttribute(
        'href',
        '/category/fever-pain',
      )
    })

    await step('Gallery: main image and a sub image', async () => {
      await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Image \d of 2$/ })).toHaveLength(2))
    })

    await step('Title and meta description from the product', async () => {
      await expect(document.title).toBe('Napa 500 mg Tablet | Online Pharmacy')
      const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
      await expect(description?.content).toMatch(/^Napa 500 mg Tablet contains Paracetamol 500 mg\./)
      await expect(document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content).toBe(
        'napa, paracetamol, fever & pain',
      )
    })

    // Strips of 10 each: compared per tablet (issue 24), against ৳1.20/tablet.
    await step('Alternate Brands, cheapest first, per tablet against ৳1.20', async () => {
      await waitFor(() => expect(carousel(canvasElement, 'Alternate Brands').names).toHaveLength(4))
      const { section, names, deltas } = carousel(canvasElement, 'Alternate Brands')
      await expect(names).toEqual([
        'Renova 500 mg Tablet',
        'Fast 500 mg Tablet',
        'Ace 500 mg Tablet',
        'Reset 500 mg Tablet',
      ])
      await expect(deltas).toEqual(['৳0.25/tablet cheaper', '৳0.20/tablet cheaper', 'Same price', 'Same price'])
      await expect(within(section).getByRole('button', { name: /Out of Stock Reset/ })).toBeDisabled()
    })

    await step('One view recorded', async () => {
      await waitFor(() => expect(views).toHaveLength(1))
      await expect(views[0]?.body).toEqual({ product_id: 1001 })
    })
  },
}

/** Quantity 3, Add to Cart: the toast, 3 in the cart, the stepper back at 1 (spec 000 s4). */
export const AddToCartWithQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity of Napa 500 mg Tablet' })
    const minus = canvas.getByRole('button', { name: 'Decrease quantity of Napa 500 mg Tablet' })
    const plus = canvas.getByRole('button', { name: 'Increase quantity of Napa 500 mg Tablet' })
    await expect(minus).toBeDisabled()
    await userEvent.click(plus)
    await userEvent.click(plus)
    await expect(quantity).toHaveValue('3')
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }))
    await toastText('Product added to cart')
    await expect(cartStore.getSnapshot().map((line) => [line.id, line.qty])).toEqual([[1001, 3]])
    await expect(quantity).toHaveValue('1')

    // Adding again adds to the same line.
    await userEvent.click(plus)
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }))
    await expect(cartStore.getSnapshot().map((line) => [line.id, line.qty])).toEqual([[1001, 5]])
  },
}

/** 100 is the most: one more shows 'You reached the limit' and stays at 100. */
export const QuantityLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity of Napa 500 mg Tablet' })
    quantity.focus()
    await userEvent.keyboard('{ArrowUp>99/}')
    await expect(quantity).toHaveValue('100')
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Napa 500 mg Tablet' }))
    await toastText('You reached the limit')
    await expect(quantity).toHaveValue('100')
  },
}

/** The wishlist toggle writes the stored wishlist and says so. */
export const WishlistToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = await canvas.findByRole('button', { name: 'Wishlist' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await toastText('Product added to wishlist')
    await expect(wishlistStore.has(1001)).toBe(true)
    await expect(
      (JSON.parse(localStorage.getItem('wishlist') ?? '[]') as Array<{ id: number }>).map((p) => p.id),
    ).toEqual([1001])
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toastText('Product removed from wishlist')
    await expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([])
  },
}

/** The staff user (id 2) sees the SKU (pos_id). */
export const StaffSeesSku: Story = {
  parameters: { session: { signedIn: mockSession(2) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('product-sku')).toHaveTextContent('MB-001001')
    await expect(canvas.getByText('SKU')).toBeVisible()
  },
}

/** Any other customer (the demo customer, id 7) does not. */
export const CustomerSeesNoSku: Story = {
  parameters: { session: { signedIn: mockSession(7) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' })).toBeVisible()
    await expect(canvas.queryByTestId('product-sku')).toBeNull()
    await expect(canvas.queryByText('MB-001001')).toBeNull()
  },
}

/** Out of stock: 'Out of Stock' and 'Request stock' to /stock-request/{slug}; no stepper, no Add to Cart. */
export const OutOfStock: Story = {
  parameters: at('reset-500-mg-tablet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset 500 mg Tablet' })).toBeVisible()
    await expect(canvas.getByText('Out of Stock')).toBeVisible()
    const request = canvas.getByRole('link', { name: 'Request stock' })
    await expect(request).toHaveAttribute('href', '/stock-request/reset-500-mg-tablet')
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull()
    await expect(canvas.queryByRole('spinbutton')).toBeNull()
    await userEvent.click(request)
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/stock-request/reset-500-mg-tablet')
  },
}

/** Discounted: the discount price and the original struck through. */
export const Discounted: Story = {
  parameters: at('renova-500-mg-tablet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Renova 500 mg Tablet' })).toBeVisible()
    const summary = canvas.getByRole('heading', { level: 1 }).parentElement as HTMLElement
    await expect(within(summary).getByText('৳9.50')).toBeVisible()
    await expect(summary.querySelector('del')).toHaveTextContent('৳10.00')
  },
}

/** Not a medicine: 'Related Products' (same category), no price comparison. */
export const OtherProduct: Story = {
  parameters: at('johnson-s-baby-lotion-200-ml'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: "Johnson's Baby Lotion 200 ml" })).toBeVisible()
    await waitFor(() => expect(carousel(canvasElement, 'Related Products').names.length).toBeGreaterThan(0))
    await expect(carousel(canvasElement, 'Related Products').deltas).toEqual([])
    await expect(canvas.queryByRole('region', { name: 'Alternate Brands' })).toBeNull()
  },
}

/**
 * The hostile product (mocks/README.md): its description carries `<img src=x onerror=…>` and
 * `<script>window.__xss=1</script>`. The text shows; no script ran and no handler reached the DOM.
 */
export const HostileDescription: Story = {
  parameters: at('savlon-antiseptic-liquid-112-ml'),
  beforeEach() {
    delete (window as { __xss?: unknown }).__xss
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = await canvas.findByRole('region', { name: 'Description' })
    await expect(within(section).getByText(/Savlon antiseptic liquid helps protect cuts/)).toBeVisible()
    await expect(within(section).getByText(/Trusted by families across Bangladesh/)).toBeVisible()
    // The description's own <h4> sits under the section's h2 as an h3.
    await expect(within(section).getByRole('heading', { level: 3, name: 'About this product' })).toBeVisible()
    // Give a handler or script every chance to run.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined()
    await expect(document.querySelector('img[onerror]')).toBeNull()
    // The page's structured data (JSON, not run) is the only script element.
    await expect(canvasElement.querySelector('script:not([type="application/ld+json"])')).toBeNull()
    await expect(section.querySelector('script')).toBeNull()
    await expect(section.innerHTML).not.toMatch(/onerror|__xss/)
  },
}

/** A related card leads to another product: a fresh stepper and a second recorded view. */
export const OpenAnAlternate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Increase quantity of Napa 500 mg Tablet' }))
    await waitFor(() => expect(carousel(canvasElement, 'Alternate Brands').names).toHaveLength(4))
    await userEvent.click(canvas.getByRole('link', { name: 'Fast 500 mg Tablet' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fast 500 mg Tablet' })).toBeVisible()
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Fast 500 mg Tablet' })).toHaveValue('1')
    await waitFor(() => expect(views.map((v) => v.body)).toEqual([{ product_id: 1001 }, { product_id: 1004 }]))
    // Napa is now one of Fast's alternates, ৳0.20 a tablet dearer (৳2.00 a strip of 10).
    await waitFor(() => expect(carousel(canvasElement, 'Alternate Brands').names).toContain('Napa 500 mg Tablet'))
    const { names, deltas } = carousel(canvasElement, 'Alternate Brands')
    await expect(deltas[names.indexOf('Napa 500 mg Tablet')]).toBe('৳0.20/tablet dearer')
  },
}

/** While the product loads: the page's skeleton. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/product-details/{slug}'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading product')
    await expect(canvas.getByTestId('product-detail-skeleton')).toBeVisible()
    await expect(views).toHaveLength(0)
  },
}

/** An unknown product (404): 'Product not found' with the 404 image and a way on; no view recorded. */
export const NotFound: Story = {
  parameters: at('no-such-medicine'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    await expect(document.title).toBe('Product not found | Online Pharmacy')
    await expect(views).toHaveLength(0)
  },
}

/** The details call fails: a message and 'Try again', which loads the product. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/product-details/{slug}', 500, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This product could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' })).toBeVisible()
  },
}

/** The secondary parts fail (related, sub images, breadcrumb): the product still shows, their places stay empty. */
export const PartsFail: Story = {
  beforeEach({ msw }) {
    msw.use(
      failWith('GET', '/api/related-product/{slug}', 404),
      failWith('GET', '/api/product-sub-image/{slug}', 404),
      failWith('GET', '/api/product-cat-subcat/{slug}', 404),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' })).toBeVisible()
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    // product-main-category still names the main category.
    await waitFor(() => expect(within(crumbs).getByRole('link', { name: 'Medicines' })).toBeVisible())
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Alternate Brands' })).toBeNull())
    await expect(canvas.queryByRole('button', { name: /^Image \d of/ })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  },
}

/** A 390 px phone: one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' })).toBeVisible()
    await waitFor(() => expect(carousel(canvasElement, 'Alternate Brands').names).toHaveLength(4))
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The page under /bn: the same product and data, prices in Bangla digits. */
export const InBangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' })).toBeVisible()
    await expect(canvas.getAllByText('৳১২.০০')[0]).toBeVisible()
    await expect(canvas.queryByText('৳12.00')).toBeNull()
  },
}

/**
 * A view is remembered in this browser (decision 0033): the product goes first in
 * `recentlyViewed`, before the products viewed earlier, without its long texts.
 */
export const RemembersTheView: Story = {
  parameters: { session: { recentlyViewed: [shopProduct('seclo-20-mg-capsule')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' }),
    ).toBeVisible()
    await waitFor(() => {
      const stored = JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as Array<{ slug: string }>
      return expect(stored.map((product) => product.slug)).toEqual(['napa-500-mg-tablet', 'seclo-20-mg-capsule'])
    })
    await expect(localStorage.getItem('recentlyViewed')).not.toContain('"description"')
  },
}
