import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { answerWith, failWith, hang } from '@mocks/faults'
import CheckoutPage from '@/pages/checkout/CheckoutPage'
import { settledToasts, validationAnswer } from '../content/helpers'
import {
  expectFieldError,
  expectLocation,
  expectSummary,
  expectToast,
  fillGuest,
  form,
  GUEST,
  NEXT_ORDER,
  recordPosts,
  redirects,
  storedCart,
  smallCart,
} from './support'
import { ORDER, ONLINE, calls, signedIn, recordCheckoutCalls, withGatewayRecorder } from './checkoutPage'

/**
 * /checkout (spec 001 s2 "Checkout", s4, s8, s9). Placing the order: the shop's answers, double
 * submits, the in-flight state and online payment.
 */
const meta = {
  title: 'Pages/Checkout/Payment and submission',
  component: CheckoutPage,
  tags: ['autodocs'],
  decorators: [withGatewayRecorder],
  parameters: { route: { path: '/checkout', url: '/checkout' }, session: { cart: smallCart } },
  beforeEach: recordCheckoutCalls,
} satisfies Meta<typeof CheckoutPage>

export default meta
type Story = StoryObj<typeof meta>

/** The shop's 422: messages under the fields, 'Please fill in all required fields', nothing lost. */
export const Server422: Story = {
  beforeEach({ msw }) {
    msw.use(
      validationAnswer(ORDER, {
        phone: ['The phone has already been blocked.'],
        area: ['The selected area is invalid.'],
      }),
    )
    msw.use(calls.orders.handler)
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fillGuest(canvasElement)
    await userEvent.click(f.placeOrder())
    await expectToast('Please fill in all required fields', 'warning')
    await expectFieldError(f.area(), 'The selected area is invalid.')
    await expectFieldError(f.phone(), 'The phone has already been blocked.')
    await expect(f.name()).toHaveValue(GUEST.firstname)
    await expect(f.line1()).toHaveValue(GUEST.address_line_one)
    await expect(f.placeOrder()).toBeEnabled()
    await expectLocation(canvasElement, '/checkout')
    await expect(calls.orders.sent).toHaveLength(1)
  },
}

/** Outside Dhaka: the area's charge, the advance-payment note, and the shop's 405. */
export const OutsideDhaka: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fillGuest(canvasElement, { ...GUEST, city: 'Chattogram', area: 'Agrabad' })
    await expectSummary(canvasElement, 'Shipping', '৳120.00')
    await expectSummary(canvasElement, 'Total', '৳356.00')
    const note = await f.canvas.findByRole('note', { name: 'Advance payment' })
    await expect(note).toHaveTextContent('Delivery outside Dhaka costs ৳120.00')
    await userEvent.click(f.placeOrder())
    await expectToast('We do not deliver medicines outside Dhaka!', 'warning')
    await expect(calls.orders.sent).toEqual([
      expect.objectContaining({ city: 'Chattogram', area: 'Agrabad', deliverycharge: 120, grand_total: 356 }),
    ])
    await expect(f.name()).toHaveValue(GUEST.firstname)
    await expect(storedCart()).toHaveLength(2)
  },
}

/** Any other failure: 'Something went wrong!', the form and the cart kept, the button back. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('POST', ORDER, 500))
    msw.use(calls.orders.handler)
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fillGuest(canvasElement)
    await userEvent.click(f.placeOrder())
    await expectToast('Something went wrong!', 'warning')
    await waitFor(() => expect(f.placeOrder()).toBeEnabled())
    await expect(f.phone()).toHaveValue(GUEST.phone)
    await expect(storedCart()).toHaveLength(2)
  },
}

/**
 * Fast clicks while the order is in flight: three in the same task (before React re-renders),
 * then three more as a user makes them: one request; the button reads 'Loading...'.
 */
export const NoDoubleSubmit: Story = {
  beforeEach({ msw }) {
    calls.orders = recordPosts(ORDER, 600)
    msw.use(calls.orders.handler)
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fillGuest(canvasElement)
    const button = f.placeOrder()
    await waitFor(() => expect(button).toBeEnabled())
    button.click()
    button.click()
    button.click()
    await userEvent.click(button)
    await userEvent.click(button)
    await userEvent.click(button)
    await waitFor(() => expect(f.canvas.getByRole('button', { name: 'Loading...' })).toBeDisabled())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(calls.orders.sent).toHaveLength(1)
  },
}

/**
 * Three clicks in the same task (a held Enter, a fast tap sequence: React has not re-rendered
 * between them), signed in, as soon as the button is enabled: exactly one order, with the saved
 * address (the button waits for it).
 */
export const NoDoubleSubmitSameTask: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    calls.orders = recordPosts(ORDER, 400)
    msw.use(calls.orders.handler)
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await waitFor(() => expect(f.placeOrder()).toBeEnabled())
    const button = f.placeOrder()
    button.click()
    button.click()
    button.click()
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(calls.orders.sent).toEqual([
      expect.objectContaining({ user_id: 7, address_line_one: 'House 27, Road 9/A', area: 'Dhanmondi' }),
    ])
  },
}

/** An order call that never answers keeps 'Loading...' (the machine returns it after 14 s; see its tests). */
export const InFlight: Story = {
  beforeEach({ msw }) {
    msw.use(hang('POST', ORDER))
    msw.use(calls.orders.handler)
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fillGuest(canvasElement)
    await userEvent.click(f.placeOrder())
    const busy = await f.canvas.findByRole('button', { name: 'Loading...' })
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(f.name()).toHaveValue(GUEST.firstname)
  },
}

/** Online payment: 'Pay Now', 'please wait...', then the browser is sent to the gateway URL. */
export const OnlinePayment: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fillGuest(canvasElement)
    await userEvent.click(f.canvas.getByRole('radio', { name: 'Online Payment' }))
    await expect(f.canvas.queryByRole('button', { name: 'Place Order' })).toBeNull()
    await userEvent.click(f.payNow())
    await waitFor(() => expect(redirects).toEqual([`${window.location.origin}/order-confirmation/${NEXT_ORDER}`]))
    await expect(calls.online.sent).toEqual([
      expect.objectContaining({ payment_type: 'ssl', amount: 296, grand_total: 296 }),
    ])
    await expect(calls.orders.sent).toEqual([])
  },
}

/** A guest fills the form, chooses Online Payment and presses Pay Now. */
async function payNowAsGuest(canvasElement: HTMLElement) {
  const f = form(canvasElement)
  await fillGuest(canvasElement)
  await userEvent.click(f.canvas.getByRole('radio', { name: 'Online Payment' }))
  await userEvent.click(f.payNow())
  return f
}

/**
 * An online order whose pay-via-ajax `answer` gives no gateway to follow (no 'success', or a URL
 * that must not be followed): 'Please fill all required fields', no redirect, the cart kept.
 */
function refusedOnline(answer: { status: string; data: string }): Story {
  return {
    beforeEach({ msw }) {
      msw.use(answerWith('POST', ONLINE, answer))
      msw.use(calls.online.handler)
    },
    play: async ({ canvasElement }) => {
      await payNowAsGuest(canvasElement)
      await expectToast('Please fill all required fields', 'warning')
      await expect(redirects).toEqual([])
      await expect(storedCart()).toHaveLength(2)
    },
  }
}

const refusedGateway = (data: string) => refusedOnline({ status: 'success', data })

/** Online: the shop answers without 'success': 'Please fill all required fields', no redirect. */
export const OnlineRejected: Story = refusedOnline({ status: 'failed', data: '' })

/**
 * Online: the gateway URL may be a path on the shop's own origin ('/payment/...'): the browser is
 * sent there, on this page's origin.
 */
export const OnlineGatewayPath: Story = {
  beforeEach({ msw }) {
    msw.use(answerWith('POST', ONLINE, { status: 'success', data: '/payment/success?tran_id=100245' }))
  },
  play: async ({ canvasElement }) => {
    await payNowAsGuest(canvasElement)
    await waitFor(() => expect(redirects).toEqual([`${window.location.origin}/payment/success?tran_id=100245`]))
    await expect((await settledToasts(calls.shown)).filter((t) => t.type === 'warning')).toEqual([])
    await expect(storedCart()).toEqual([])
  },
}

/** Online: a protocol-relative '//host' leaves the shop's origin: refused like any other scheme. */
export const OnlineOtherOriginPath: Story = refusedGateway('//evil.example.com/payment')

/** Online: a data: URL is never followed either. */
export const OnlineDataUrl: Story = refusedGateway('data:text/html,<script>alert(1)</script>')

/** Online: a 'success' whose URL is not http(s) is never followed. */
export const OnlineHostileUrl: Story = refusedGateway('javascript:alert(document.cookie)')

/** Online 422: the online wording of the toast. */
export const Online422: Story = {
  beforeEach({ msw }) {
    msw.use(validationAnswer(ONLINE, { firstname: ['The firstname field is required.'] }))
  },
  play: async ({ canvasElement }) => {
    const f = await payNowAsGuest(canvasElement)
    await expectToast('Please fill all required fields', 'warning')
    await expectFieldError(f.name(), 'The firstname field is required.')
  },
}
