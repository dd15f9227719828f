import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import { CART_SYNC_ERROR } from '@/cart/serverSync'
import {
  beforeEachCartFlow,
  calls,
  products,
  signedIn,
  body,
  panel,
  summary,
  stepperOf,
  subtotal,
  stored,
  serverCart,
  openedPanel,
  openFromHeader,
} from './cartFlows'
import { expectToast, line, mobile, napa, orsaline, recordCartCalls, renova, seclo } from './support'
import { Storefront } from './Storefront'

/**
 * The cart of a signed-in customer (the demo customer, id 7) on the mock shop: every add, quantity
 * change and removal is POSTed (every body recorded) and the shop's server cart follows; a change
 * in flight, a failing server, the limit of 100, many lines, a phone.
 */
const meta = {
  title: 'Flows/Cart/Server sync',
  component: Storefront,
  tags: ['autodocs'],
  args: { products },
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  beforeEach: beforeEachCartFlow,
} satisfies Meta<typeof Storefront>

export default meta
type Story = StoryObj<typeof meta>

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
