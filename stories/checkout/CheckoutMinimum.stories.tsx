import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import CheckoutPage from '@/pages/checkout/CheckoutPage'
import {
  expectLocation,
  expectSummary,
  fillGuest,
  form,
  belowMinimumCart,
  line,
  mobile,
  NEXT_ORDER,
  seclo,
  smallCart,
} from './support'
import { calls, recordCheckoutCalls, withGatewayRecorder } from './checkoutPage'

/**
 * /checkout (spec 001 s2 "Checkout", s4, s8, s9). The cart decides whether /checkout shows a form:
 * nothing in it, or a total below the ৳200 checkout minimum.
 */
const meta = {
  title: 'Pages/Checkout/Empty cart and minimum',
  component: CheckoutPage,
  tags: ['autodocs'],
  decorators: [withGatewayRecorder],
  parameters: { route: { path: '/checkout', url: '/checkout' }, session: { cart: smallCart } },
  beforeEach: recordCheckoutCalls,
} satisfies Meta<typeof CheckoutPage>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing in the cart: a way back to the shop, no form. */
export const EmptyCart: Story = {
  parameters: { session: { cart: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
    await expect(canvas.queryByRole('form', { name: 'Checkout' })).toBeNull()
    await expect(document.title).toBe('Checkout | Online Pharmacy')
  },
}

/** A 390 px phone, empty cart. */
export const MobileEmptyCart: Story = {
  globals: mobile,
  parameters: { session: { cart: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
  },
}

/**
 * /checkout opened directly with a cart of ৳136.00 (below the ৳200 minimum the cart panel gates
 * by): the page says so, with the way back to the shop, and Place Order stays held (described by
 * the note) however the form is filled and submitted; nothing is sent.
 */
export const BelowMinimum: Story = {
  parameters: { session: { cart: belowMinimumCart } },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    const note = f.canvas.getByRole('note', { name: 'Minimum order' })
    await expect(note).toHaveTextContent(
      'The minimum order is ৳200.00. Add ৳64.00 more to your cart to place this order.',
    )
    await expect(within(note).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
    await expectSummary(canvasElement, 'Subtotal', '৳136.00')
    await fillGuest(canvasElement)
    await expect(f.placeOrder()).toBeDisabled()
    await expect(f.placeOrder()).toHaveAccessibleDescription(
      'The minimum order is ৳200.00. Add ৳64.00 more to your cart to place this order.',
    )
    const button = f.placeOrder()
    button.click()
    button.click()
    f.canvas.getByRole<HTMLFormElement>('form', { name: 'Checkout' }).requestSubmit()
    await userEvent.click(f.canvas.getByRole('radio', { name: 'Online Payment' }))
    await expect(f.payNow()).toBeDisabled()
    f.canvas.getByRole<HTMLFormElement>('form', { name: 'Checkout' }).requestSubmit()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(calls.orders.sent).toEqual([])
    await expect(calls.online.sent).toEqual([])
    await expectLocation(canvasElement, '/checkout')
  },
}

/** At exactly ৳200.00 the order may go (the minimum is inclusive): no note, Place Order enabled. */
export const AtMinimum: Story = {
  parameters: { session: { cart: [line(seclo, 4)] } },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expectSummary(canvasElement, 'Subtotal', '৳200.00')
    await fillGuest(canvasElement)
    await expect(f.canvas.queryByRole('note', { name: 'Minimum order' })).toBeNull()
    await waitFor(() => expect(f.placeOrder()).toBeEnabled())
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(calls.orders.sent).toEqual([expect.objectContaining({ grand_total: 260 })])
  },
}

/** A 390 px phone below the minimum: the note comes first, before the billing form. */
export const BelowMinimumMobile: Story = {
  globals: mobile,
  parameters: { session: { cart: belowMinimumCart } },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    const note = f.canvas.getByRole('note', { name: 'Minimum order' })
    await expect(note.getBoundingClientRect().bottom).toBeLessThanOrEqual(f.name().getBoundingClientRect().top)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
