import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { mockSession } from '@mocks/session'
import { http, HttpResponse } from 'msw'
import { siteMeta } from '@mocks/data'
import CartPage from '@/pages/CartPage'
import {
  type CartCall,
  dataLayer,
  expectToast,
  line,
  mobile,
  napa,
  neemCombo,
  orsaline,
  recordCartCalls,
  renova,
  seclo,
  snailEssence,
} from './support'

const calls: CartCall[] = []
const route = { path: '/cart', url: '/cart' }

const stepperOf = (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement)
  return {
    minus: canvas.getByRole('button', { name: `Decrease quantity of ${name}` }),
    plus: canvas.getByRole('button', { name: `Increase quantity of ${name}` }),
    quantity: canvas.getByRole('spinbutton', { name: `Quantity of ${name}` }),
  }
}
const subtotal = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-price="subtotal"]')

/**
 * /cart for shoppers who land there: the same lines, steppers (quantity stepper machine),
 * removal, subtotal and checkout gate as the cart panel. Title 'Cart | Online Pharmacy'.
 */
const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded', route },
  beforeEach({ msw }) {
    calls.length = 0
    msw.use(recordCartCalls(calls))
  },
} satisfies Meta<typeof CartPage>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing in the cart: the empty cart and a way home. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Cart | Online Pharmacy'))
    await expect(canvas.getByText('You Have 0 Item in your Bag')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Summary' })).toBeNull()
    await userEvent.click(canvas.getByRole('link', { name: 'Continue Shopping' }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent(/^\/$/)
  },
}

/** One line below 200: checkout disabled; plus and minus change the line and the subtotal. */
export const OneLineBelow200: Story = {
  parameters: { session: { cart: [line(renova, 3)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(subtotal(canvasElement)).toHaveTextContent('৳28.50')
    await expect(canvas.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    const { plus, quantity } = stepperOf(canvasElement, renova.product_name)
    await userEvent.click(plus)
    await expect(quantity).toHaveValue('4')
    await expect(subtotal(canvasElement)).toHaveTextContent('৳38.00')
    await expect(canvas.getByText('4 Items')).toBeVisible()
    await expect(calls).toEqual([])
  },
}

/**
 * Many lines above 200: checkout enabled; removing the most expensive one drops it below 200,
 * then 'Proceed to checkout' is disabled; the focus moves to the next line's Remove.
 */
export const ManyLinesAcross200: Story = {
  parameters: { session: { cart: [line(napa, 3), line(snailEssence, 1), line(orsaline, 1)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await expect(subtotal(canvasElement)).toHaveTextContent('৳1,906.00')
    await expect(canvas.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${snailEssence.product_name} from the cart` }))
    await expectToast('Product remove from your cart', { type: 'success', autoClose: 1500 })
    await expect(subtotal(canvasElement)).toHaveTextContent('৳156.00')
    await expect(canvas.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: `Remove ${orsaline.product_name} from the cart` })).toHaveFocus()
  },
}

const whatsappText = (canvasElement: HTMLElement) => {
  const link = within(canvasElement).getByTestId('whatsapp-order')
  const url = new URL(link.getAttribute('href') ?? '')
  return { url, text: url.searchParams.get('text') }
}

/**
 * 'Order on WhatsApp' (issue 24): a wa.me link to the site metadata's number (01700-112233 ->
 * 8801700112233) with the cart as a readable message; nothing about the shopper.
 */
export const OrderOnWhatsApp: Story = {
  parameters: { session: { cart: [line(napa, 2), line(seclo, 1)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = await canvas.findByRole('link', { name: 'Order on WhatsApp (opens in a new tab)' })
    await expect(link).toHaveAttribute('target', '_blank')
    const { url, text } = whatsappText(canvasElement)
    await expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/8801700112233')
    await expect(text).toBe(
      [
        'Hello, I would like to order:',
        'Napa 500 mg Tablet × 2: ৳24.00',
        'Seclo 20 mg Capsule × 1: ৳50.00',
        '',
        'Total: ৳74.00',
      ].join('\n'),
    )
  },
}

/** On a Bangla page: the message in Bangla, with Bangla digits. */
export const OrderOnWhatsAppInBangla: Story = {
  ...OrderOnWhatsApp,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: /হোয়াটসঅ্যাপে অর্ডার করুন/ })
    await expect(whatsappText(canvasElement).text).toBe(
      [
        'হ্যালো, আমি অর্ডার করতে চাই:',
        'Napa 500 mg Tablet × ২: ৳২৪.০০',
        'Seclo 20 mg Capsule × ১: ৳৫০.০০',
        '',
        'মোট: ৳৭৪.০০',
      ].join('\n'),
    )
  },
}

let metaAnswered = false

/** The site metadata has no WhatsApp number: no link. */
export const NoWhatsAppNumber: Story = {
  parameters: { session: { cart: [line(napa, 2)] } },
  beforeEach({ msw }) {
    metaAnswered = false
    msw.use(
      http.get('*/api/v2/tags', () => {
        metaAnswered = true
        return HttpResponse.json({ data: { ...siteMeta, whatsapp: '' } })
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(subtotal(canvasElement)).toHaveTextContent('৳24.00')
    // The page asked for the metadata and it answered without a number: still no link.
    await waitFor(() => expect(metaAnswered).toBe(true))
    await expect(canvas.getByRole('button', { name: 'Proceed to checkout' })).toBeVisible()
    await expect(canvas.queryByTestId('whatsapp-order')).toBeNull()
  },
}

/** At 200: following 'Proceed to checkout' pushes begin_checkout and goes to /checkout. */
export const CheckoutFromThePage: Story = {
  parameters: { session: { cart: [line(neemCombo, 1)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: 'Proceed to checkout' }))
    await expect(dataLayer()?.[1]).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'BDT',
        value: 499,
        items: [
          {
            item_id: String(neemCombo.id),
            item_name: neemCombo.product_name,
            price: 499,
            discount: 141,
            item_category: neemCombo.category,
            item_brand: neemCombo.menufactures,
            quantity: 1,
          },
        ],
      },
    })
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/checkout')
  },
}

/** Signed in: a change on the page is POSTed with the stored user id; removal too. */
export const SignedIn: Story = {
  parameters: { session: { signedIn: mockSession(), cart: [line(seclo, 4)] } },
  play: async ({ canvasElement }) => {
    const { minus } = stepperOf(canvasElement, seclo.product_name)
    await userEvent.click(minus)
    await waitFor(() => expect(calls).toHaveLength(1))
    await waitFor(() => expect(minus).not.toHaveAttribute('aria-disabled'))
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Remove Seclo/ }))
    await waitFor(() => expect(calls).toHaveLength(2))
    await expect(calls).toEqual([
      { path: '/api/v2/store-cart-item', body: { productId: seclo.id, qty: 3, userId: 7 } },
      { path: '/api/v2/remove-cart-item', body: { productId: seclo.id, userId: 7 } },
    ])
    await expect(within(canvasElement).getByRole('link', { name: 'Continue Shopping' })).toHaveFocus()
  },
}

/** A reload finds the cart intact: what storage holds is what the page shows. */
export const RestoredFromStorage: Story = {
  parameters: { session: { cart: [line(napa, 2), line(renova, 1)] } },
  play: async ({ canvasElement }) => {
    await expect(stepperOf(canvasElement, napa.product_name).quantity).toHaveValue('2')
    await expect(stepperOf(canvasElement, renova.product_name).quantity).toHaveValue('1')
    await expect(subtotal(canvasElement)).toHaveTextContent('৳33.50')
    await expect(localStorage.getItem('cartTotal')).toBe('33.5')
  },
}

/** Another tab changes the cart: the page follows. */
export const CrossTab: Story = {
  parameters: { session: { cart: [line(napa, 2)] } },
  play: async ({ canvasElement }) => {
    const value = JSON.stringify([line(napa, 6)])
    localStorage.setItem('cart', value)
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: value }))
    await waitFor(() => expect(stepperOf(canvasElement, napa.product_name).quantity).toHaveValue('6'))
    await expect(subtotal(canvasElement)).toHaveTextContent('৳72.00')
  },
}

/** A 390 px phone: lines above the summary, nothing overflows. */
export const Mobile: Story = {
  globals: mobile,
  parameters: { session: { cart: [line(snailEssence, 1), line(napa, 3)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const summary = canvas.getByRole('region', { name: 'Summary' })
    const lines = canvas.getByRole('region', { name: 'Cart lines' })
    await expect(summary.getBoundingClientRect().top).toBeGreaterThanOrEqual(lines.getBoundingClientRect().bottom)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Empty on a phone. */
export const MobileEmpty: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You Have 0 Item in your Bag')).toBeVisible()
  },
}

/** Empty, with products viewed before (decision 0033): they are listed under the empty cart. */
export const EmptyWithRecentlyViewed: Story = {
  parameters: { session: { recentlyViewed: [seclo, napa] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('You Have 0 Item in your Bag')).toBeVisible()
    const recent = canvas.getByRole('region', { name: 'Recently viewed' })
    await expect(within(recent).getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeVisible()
    const names = within(recent)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    await expect(names).toEqual([seclo.product_name, napa.product_name])
    await userEvent.click(within(recent).getByRole('button', { name: `Add to Cart ${seclo.product_name}` }))
    await waitFor(() => expect(canvas.queryByText('You Have 0 Item in your Bag')).toBeNull())
    // With a line in the cart the list goes: it is for the empty cart.
    await expect(canvas.queryByRole('region', { name: 'Recently viewed' })).toBeNull()
  },
}

/** Empty with products viewed before, on a phone: two cards a row. */
export const MobileEmptyWithRecentlyViewed: Story = {
  globals: mobile,
  parameters: { session: { recentlyViewed: [seclo, napa] } },
  play: async ({ canvasElement }) => {
    const recent = within(canvasElement).getByRole('region', { name: 'Recently viewed' })
    const cards = within(recent).getAllByRole('heading', { level: 3 })
    await expect(cards).toHaveLength(2)
    await expect(cards[0]!.getBoundingClientRect().top).toBe(cards[1]!.getBoundingClientRect().top)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
