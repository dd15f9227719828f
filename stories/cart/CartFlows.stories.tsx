import { loadCartPanel } from '@/cart/CartShell'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import { mockSession } from '@mocks/session'
import { shop } from '@mocks/store'
import { CART_SYNC_ERROR } from '@/cart/serverSync'
import {
  type CartCall,
  dataLayer,
  expectToast,
  line,
  mobile,
  napa,
  orsaline,
  recordCartCalls,
  renova,
  seclo,
} from './support'
import { Storefront } from './Storefront'

const calls: CartCall[] = []
const products = [napa, seclo, renova, orsaline]
const signedIn = { signedIn: mockSession() }

const body = () => within(document.body)
const panel = () => body().getByRole('dialog', { name: 'Cart Item' })
const summary = () => body().getByTestId('floating-cart-summary')
const stepperOf = (name: string) => ({
  minus: body().getByRole('button', { name: `Decrease quantity of ${name}` }),
  plus: body().getByRole('button', { name: `Increase quantity of ${name}` }),
  quantity: body().getByRole('spinbutton', { name: `Quantity of ${name}` }),
})
const subtotal = () => panel().querySelector('[data-price="subtotal"]')
const stored = () => ({
  cart: JSON.parse(localStorage.getItem('cart') ?? 'null') as { id: number; qty: number }[] | null,
  total: localStorage.getItem('cartTotal'),
})
const serverCart = () => shop().state.carts['7'] ?? []

/** The panel after an opening click (its chunk may still be on its way on the first one). */
const openedPanel = () => body().findByRole('dialog', { name: 'Cart Item' }, { timeout: 3000 })

async function openFromHeader() {
  await userEvent.click(body().getByRole('button', { name: 'Cart' }))
  return openedPanel()
}

/** Another tab writes the cart: the browser fires a storage event in this one. */
function otherTabWrites(lines: unknown) {
  const value = JSON.stringify(lines)
  localStorage.setItem('cart', value)
  window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: value, storageArea: localStorage }))
}

/**
 * The cart end to end on the mock shop: cards add and 'View Item', the header button and the
 * floating summary open the panel 'Cart Item', steppers run on the quantity stepper machine,
 * removal, the checkout gate at 200 with begin_checkout, and server sync for a signed-in
 * customer (every POST body recorded). Guests send nothing.
 */
const meta = {
  title: 'Flows/Cart',
  component: Storefront,
  tags: ['autodocs'],
  args: { products },
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  async beforeEach({ msw }) {
    await loadCartPanel()
    calls.length = 0
    msw.use(recordCartCalls(calls))
  },
} satisfies Meta<typeof Storefront>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A guest fills, changes and empties the cart: 'Product added to cart' (3 s), the card turns to
 * 'View Item', which opens the panel on that line; plus and minus; 'Product remove from your
 * cart' (top-right, 1.5 s) and the empty cart. Storage follows every step; nothing is sent.
 */
export const GuestFillChangeEmpty: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('Add Napa from its card', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart Napa 500 mg Tablet' }))
      await expectToast('Product added to cart', { type: 'success', autoClose: 3000 })
      await expect(canvas.getByRole('button', { name: 'View Item Napa 500 mg Tablet' })).toBeVisible()
      await expect(summary()).toHaveAccessibleName('1 Item ৳12.00: open the cart')
      await expect(stored()).toEqual({ cart: [expect.objectContaining({ id: 1001, qty: 1 })], total: '12' })
    })

    await step("'View Item' opens the panel on Napa's line; the summary hides", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View Item Napa 500 mg Tablet' }))
      await openedPanel()
      await waitFor(() => expect(stepperOf(napa.product_name).quantity).toHaveFocus())
      await expect(summary()).not.toBeVisible()
    })

    await step('Plus twice, minus once, down to 1 where minus stops', async () => {
      const { plus, minus, quantity } = stepperOf(napa.product_name)
      await userEvent.click(plus)
      await userEvent.click(plus)
      await expect(quantity).toHaveValue('3')
      await expect(within(panel()).getByRole('status')).toHaveTextContent('Quantity of Napa 500 mg Tablet: 3')
      await expect(subtotal()).toHaveTextContent('৳36.00')
      await expect(stored()).toEqual({ cart: [expect.objectContaining({ id: 1001, qty: 3 })], total: '36' })
      await userEvent.click(minus)
      await userEvent.click(minus)
      await expect(quantity).toHaveValue('1')
      await expect(minus).toBeDisabled()
      await userEvent.click(minus)
      await expect(quantity).toHaveValue('1')
      await expect(within(panel()).getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    })

    await step('Remove: toast, empty cart, storage emptied', async () => {
      await userEvent.click(within(panel()).getByRole('button', { name: /^Remove Napa 500 mg Tablet/ }))
      await expectToast('Product remove from your cart', { type: 'success', autoClose: 1500 })
      await expect(within(panel()).getByText('You Have 0 Item in your Bag')).toBeVisible()
      await expect(within(panel()).getByRole('link', { name: 'Continue Shopping' })).toHaveFocus()
      await expect(stored()).toEqual({ cart: [], total: '0' })
    })

    await step('A guest sends nothing to the server', async () => {
      await expect(calls).toEqual([])
    })
  },
}

/**
 * Signed in (the demo customer, id 7): the first add, each quantity change and the removal are
 * POSTed with the stored user id; the mock shop's server cart follows.
 */
export const SignedInSync: Story = {
  parameters: { session: signedIn },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('First add: store-cart-item', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart Seclo 20 mg Capsule' }))
      await waitFor(() => expect(calls).toHaveLength(1))
      await expect(calls[0]).toEqual({
        path: '/api/v2/store-cart-item',
        body: { productId: seclo.id, qty: 1, userId: 7 },
      })
    })

    await step('Plus, plus, minus: one store-cart-item each, with the new quantity', async () => {
      await openFromHeader()
      const { plus, minus, quantity } = stepperOf(seclo.product_name)
      await userEvent.click(plus)
      await waitFor(() => expect(plus).not.toHaveAttribute('aria-disabled'))
      await userEvent.click(plus)
      await waitFor(() => expect(plus).not.toHaveAttribute('aria-disabled'))
      await userEvent.click(minus)
      await waitFor(() => expect(calls).toHaveLength(4))
      await expect(quantity).toHaveValue('2')
      await expect(calls.slice(1).map((c) => c.body)).toEqual([
        { productId: seclo.id, qty: 2, userId: 7 },
        { productId: seclo.id, qty: 3, userId: 7 },
        { productId: seclo.id, qty: 2, userId: 7 },
      ])
      await waitFor(() => expect(serverCart()).toEqual([{ productId: seclo.id, qty: 2 }]))
    })

    await step('Remove: remove-cart-item', async () => {
      await userEvent.click(within(panel()).getByRole('button', { name: /^Remove Seclo/ }))
      await waitFor(() => expect(calls).toHaveLength(5))
      await expect(calls[4]).toEqual({
        path: '/api/v2/remove-cart-item',
        body: { productId: seclo.id, userId: 7 },
      })
      await waitFor(() => expect(serverCart()).toEqual([]))
    })
  },
}

/**
 * An update in flight (the server has not answered): both buttons are disabled (aria-disabled,
 * the focus stays on plus), clicks are ignored, the cart already shows the new quantity.
 */
export const InFlight: Story = {
  parameters: { session: { ...signedIn, cart: [line(napa, 2)] } },
  beforeEach({ msw }) {
    msw.use(hang('POST', '/api/v2/store-cart-item'))
    msw.use(recordCartCalls(calls))
  },
  play: async () => {
    await openFromHeader()
    const { plus, minus, quantity } = stepperOf(napa.product_name)
    plus.focus()
    await userEvent.keyboard('{Enter}')
    await expect(quantity).toHaveValue('3')
    await expect(plus).toHaveAttribute('aria-disabled', 'true')
    await expect(minus).toHaveAttribute('aria-disabled', 'true')
    await expect(quantity.closest('[role="group"]')).toHaveAttribute('aria-busy', 'true')
    await expect(plus).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(minus)
    await expect(quantity).toHaveValue('3')
    await expect(stored().cart).toEqual([expect.objectContaining({ id: napa.id, qty: 3 })])
    await waitFor(() => expect(calls).toHaveLength(1))
    await expect(calls[0]?.body).toEqual({ productId: napa.id, qty: 3, userId: 7 })
  },
}

/**
 * The server fails (500): logged as 'Error updating cart', no message to the shopper, and the
 * cart stays as the shopper left it (panel, storage); the stepper works again.
 */
export const ServerFailure: Story = {
  parameters: { session: { ...signedIn, cart: [line(napa, 2)] } },
  beforeEach({ msw }) {
    msw.use(failWith('POST', '/api/v2/store-cart-item', 500), failWith('POST', '/api/v2/remove-cart-item', 500))
    msw.use(recordCartCalls(calls))
  },
  play: async ({ step }) => {
    const log = spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await step('A quantity change fails', async () => {
        await openFromHeader()
        const { plus, quantity } = stepperOf(napa.product_name)
        await userEvent.click(plus)
        await waitFor(() => expect(log).toHaveBeenCalledWith(CART_SYNC_ERROR, expect.anything()))
        await waitFor(() => expect(plus).not.toHaveAttribute('aria-disabled'))
        await expect(quantity).toHaveValue('3')
        await expect(stored()).toEqual({ cart: [expect.objectContaining({ qty: 3 })], total: '36' })
        await expect(body().queryByRole('alert')).toBeNull()
        await userEvent.click(plus)
        await expect(quantity).toHaveValue('4')
      })
      await step('A removal fails: the line is still gone here', async () => {
        await userEvent.click(within(panel()).getByRole('button', { name: /^Remove Napa/ }))
        await waitFor(() => expect(log.mock.calls.filter(([m]) => m === CART_SYNC_ERROR).length).toBeGreaterThan(2))
        await expect(within(panel()).getByText('You Have 0 Item in your Bag')).toBeVisible()
        await expect(stored()).toEqual({ cart: [], total: '0' })
        await expect(calls.map((c) => c.path)).toEqual([
          '/api/v2/store-cart-item',
          '/api/v2/store-cart-item',
          '/api/v2/remove-cart-item',
        ])
      })
    } finally {
      log.mockRestore()
    }
  },
}

/** At 100: plus is refused with the warning 'You reached the limit' (3 s); nothing is sent. */
export const AtTheLimit: Story = {
  parameters: { session: { ...signedIn, cart: [line(napa, 99)] } },
  play: async () => {
    await openFromHeader()
    const { plus, quantity } = stepperOf(napa.product_name)
    await userEvent.click(plus)
    await waitFor(() => expect(calls).toHaveLength(1))
    await expect(quantity).toHaveValue('100')
    await waitFor(() => expect(plus).not.toHaveAttribute('aria-disabled'))
    await userEvent.click(plus)
    await expectToast('You reached the limit', { type: 'warning', autoClose: 3000 })
    await expect(quantity).toHaveValue('100')
    await expect(quantity).toHaveAttribute('aria-valuenow', '100')
    await userEvent.click(plus)
    await expect(body().getAllByText('You reached the limit')).toHaveLength(1)
    await expect(calls.map((c) => c.body)).toEqual([{ productId: napa.id, qty: 100, userId: 7 }])
    await expect(subtotal()).toHaveTextContent('৳1,200.00')
  },
}

/**
 * The checkout gate: ৳150.00 keeps 'Proceed to checkout' disabled; one more Seclo makes ৳200.00
 * and enables it; following it pushes begin_checkout (GA4 shape) to window.dataLayer, closes the
 * panel and goes to /checkout, where the floating summary is hidden.
 */
export const CheckoutGate: Story = {
  parameters: { session: { cart: [line(seclo, 3)] } },
  play: async ({ canvasElement, step }) => {
    await step('Below 200: disabled, no message', async () => {
      await userEvent.click(summary())
      await openedPanel()
      await expect(subtotal()).toHaveTextContent('৳150.00')
      await expect(within(panel()).getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    })
    await step('At 200: enabled', async () => {
      await userEvent.click(stepperOf(seclo.product_name).plus)
      await expect(subtotal()).toHaveTextContent('৳200.00')
      await expect(within(panel()).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      )
    })
    await step('Proceed: begin_checkout, /checkout, panel closed, summary hidden', async () => {
      await expect(dataLayer()).toBeUndefined()
      await userEvent.click(within(panel()).getByRole('link', { name: 'Proceed to checkout' }))
      await expect(dataLayer()).toEqual([
        { ecommerce: null },
        {
          event: 'begin_checkout',
          ecommerce: {
            currency: 'BDT',
            value: 200,
            items: [
              {
                item_id: String(seclo.id),
                item_name: 'Seclo 20 mg Capsule',
                price: 50,
                discount: 0,
                item_category: seclo.category,
                item_brand: 'Square Pharmaceuticals',
                quantity: 4,
              },
            ],
          },
        },
      ])
      await expect(within(canvasElement).getByTestId('current-location')).toHaveTextContent('/checkout')
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
      await expect(summary()).not.toBeVisible()
    })
  },
}

/** Close button, Escape and an overlay click close the panel, and the focus returns to the opener. */
export const CloseAndReturnFocus: Story = {
  parameters: { session: { cart: [line(napa, 1)] } },
  play: async ({ step }) => {
    await step('Header button, then the close button', async () => {
      const opener = body().getByRole('button', { name: 'Cart' })
      await userEvent.click(opener)
      await openedPanel()
      await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Close cart' })).toHaveFocus())
      await userEvent.click(within(panel()).getByRole('button', { name: 'Close cart' }))
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(opener).toHaveFocus())
    })
    await step('Floating summary, then Escape', async () => {
      await userEvent.click(summary())
      await openedPanel()
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(summary()).toHaveFocus())
    })
    await step('Keyboard on the header button, then an overlay click', async () => {
      const opener = body().getByRole('button', { name: 'Cart' })
      opener.focus()
      await userEvent.keyboard('{Enter}')
      await openedPanel()
      await userEvent.click(body().getByTestId('cart-panel-overlay'))
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(opener).toHaveFocus())
    })
  },
}

/**
 * Two tabs: another tab changes the cart (storage event) and this tab's panel, steppers, cards
 * and floating summary follow at once; then the other tab empties it (the summary hides) and fills it again.
 */
export const CrossTab: Story = {
  parameters: { session: { cart: [line(napa, 1)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openFromHeader()
    await expect(stepperOf(napa.product_name).quantity).toHaveValue('1')
    otherTabWrites([line(napa, 5), line(seclo, 2)])
    await waitFor(() => expect(stepperOf(napa.product_name).quantity).toHaveValue('5'))
    await expect(stepperOf(seclo.product_name).quantity).toHaveValue('2')
    await expect(subtotal()).toHaveTextContent('৳160.00')
    otherTabWrites([])
    await waitFor(() => expect(within(panel()).getByText('You Have 0 Item in your Bag')).toBeVisible())
    await userEvent.keyboard('{Escape}')
    // An empty cart hides the floating summary.
    await waitFor(() => expect(summary()).not.toBeVisible())
    otherTabWrites([line(orsaline, 2)])
    await waitFor(() => expect(summary()).toHaveAccessibleName('2 Items ৳240.00: open the cart'))
    await expect(summary()).toBeVisible()
    await expect(canvas.getByRole('button', { name: `View Item ${orsaline.product_name}` })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add to Cart Napa 500 mg Tablet' })).toBeVisible()
  },
}

/** Many lines (8 units over 4 products) above 200, signed in, on the desktop. */
export const ManyLinesAbove200: Story = {
  parameters: { session: { ...signedIn, cart: [line(napa, 3), line(seclo, 2), line(renova, 7), line(orsaline, 1)] } },
  play: async () => {
    await expect(summary()).toHaveAccessibleName('13 Items ৳322.50: open the cart')
    await openFromHeader()
    await expect(within(panel()).getAllByRole('listitem')).toHaveLength(4)
    await expect(subtotal()).toHaveTextContent('৳322.50')
    await expect(within(panel()).getByRole('link', { name: 'Proceed to checkout' })).toBeVisible()
    await userEvent.click(within(panel()).getByRole('button', { name: /^Remove Seclo/ }))
    await expect(subtotal()).toHaveTextContent('৳222.50')
    await expect(within(panel()).getByRole('button', { name: /^Remove Renova/ })).toHaveFocus()
    await waitFor(() =>
      expect(calls).toEqual([{ path: '/api/v2/remove-cart-item', body: { productId: seclo.id, userId: 7 } }]),
    )
  },
}

/** A guest on a 390 px phone: add, open from the floating summary, change, checkout disabled. */
export const MobileGuest: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: `Add to Cart ${orsaline.product_name}` }))
    await expectToast('Product added to cart', { type: 'success', autoClose: 3000 })
    await userEvent.click(summary())
    const dialog = await openedPanel()
    // Sub-pixel while the slide-in runs (389.99997 seen): full width to the pixel.
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(window.innerWidth, 0)
    await expect(within(dialog).getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    await userEvent.click(stepperOf(orsaline.product_name).plus)
    await expect(subtotal()).toHaveTextContent('৳240.00')
    await expect(within(dialog).getByRole('link', { name: 'Proceed to checkout' })).toBeVisible()
    await expect(calls).toEqual([])
  },
}

/** Signed in on a 390 px phone: a change is POSTed. */
export const MobileSignedIn: Story = {
  globals: mobile,
  parameters: { session: { ...signedIn, cart: [line(renova, 1)] } },
  play: async () => {
    await userEvent.click(summary())
    await openedPanel()
    await userEvent.click(stepperOf(renova.product_name).plus)
    await waitFor(() => expect(calls.map((c) => c.body)).toEqual([{ productId: renova.id, qty: 2, userId: 7 }]))
    await expect(subtotal()).toHaveTextContent('৳19.00')
  },
}
