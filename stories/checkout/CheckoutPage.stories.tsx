import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, type HttpHandler } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerWith, failWith, hang } from '@mocks/faults'
import { mockSession } from '@mocks/session'
import { FORM_MESSAGES } from '@/checkout/form'
import { DELIVERY_SLOTS, isSlotDisabled, shopClock } from '@/lib/deliverySlots'
import CheckoutPage from '@/pages/checkout/CheckoutPage'
import { validationAnswer } from '../content/helpers'
import {
  chooseArea,
  dhakaToday,
  dhakaTomorrow,
  discountCart,
  expectFieldError,
  expectLocation,
  expectSummary,
  expectToast,
  fill,
  fillGuest,
  form,
  giftBox,
  giftPackCart,
  belowMinimumCart,
  GUEST,
  line,
  mobile,
  napa,
  NEXT_ORDER,
  recordPosts,
  recordToasts,
  redirects,
  seclo,
  smallCart,
  storedCart,
  totalsSettled,
  withGatewayRecorder,
  type ShownToast,
} from './support'

const ORDER = '/api/order-store'
const ONLINE = '/api/pay-via-ajax'
const COUPON = '/api/v2/coupon-code-apply'
let orders = recordPosts(ORDER)
let online = recordPosts(ONLINE)
let coupons = recordPosts(COUPON)
let charges = recordPosts('/api/area/charge')
let shown: ShownToast[] = []

const demo = mockSession(7)
const signedIn = { signedIn: demo, cart: smallCart }

/** What every small-cart order sends besides the shopper's details (Dhaka, ৳60.00 shipping). */
const smallCartOrder = {
  cartData: smallCart.map(({ id, product_name, qty, price, discount_price }) => ({
    id,
    product_name,
    qty,
    price,
    discount_price,
  })),
  deliverycharge: 60,
  grand_total: 296,
  amount: 296,
  discount: 0,
  coupon_discount: 0,
  coupon: '',
  device_type: 'web',
}

/**
 * /checkout on the mock shop (spec 001 s2 "Checkout", s4, s8, s9): billing form, delivery date and
 * slot (Dhaka time), coupon, wallet, summary, payment and the submission machine. Every story
 * records what reached order-store / pay-via-ajax / coupon-code-apply.
 */
const meta = {
  title: 'Pages/Checkout',
  component: CheckoutPage,
  tags: ['autodocs'],
  decorators: [withGatewayRecorder],
  parameters: { route: { path: '/checkout', url: '/checkout' }, session: { cart: smallCart } },
  beforeEach({ msw }) {
    orders = recordPosts(ORDER)
    online = recordPosts(ONLINE)
    coupons = recordPosts(COUPON)
    msw.use(orders.handler, online.handler, coupons.handler)
    redirects.length = 0
    const toasts = recordToasts()
    shown = toasts.shown
    return toasts.stop
  },
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

/** A guest: the returning-customer prompt, empty form, the summary of the cart (৳60 shipping below ৳501). */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(f.canvas.getByRole('link', { name: 'Click here to login' })).toHaveAttribute(
      'href',
      '/user-login?redirect=%2Fcheckout',
    )
    for (const field of [f.name(), f.phone(), f.line1(), f.city(), f.area()]) await expect(field).toBeRequired()
    await expect(f.line2()).not.toBeRequired()
    await expect(f.area()).toBeDisabled()
    await expect(f.time()).toBeDisabled()
    await expect(f.canvas.queryByRole('region', { name: 'Wallet' })).toBeNull()
    await expect(f.canvas.queryByRole('region', { name: 'Gift recipient' })).toBeNull()
    await expectSummary(canvasElement, 'Subtotal', '৳236.00')
    await expectSummary(canvasElement, 'Shipping', '৳60.00')
    await expectSummary(canvasElement, 'Total', '৳296.00')
    await expect(f.summary().getByRole('cell', { name: /Napa 500 mg Tablet/ })).toHaveTextContent('× 3')
    await waitFor(() => expect(f.placeOrder()).toBeEnabled())
  },
}

/** A guest places a cash order: one order-store call with the spec's fields; toast, confirmation, cart emptied. */
export const GuestPlacesOrder: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fillGuest(canvasElement)
    await fill(f.email(), 'nusrat@example.com')
    await fill(f.line2(), 'Flat 2A')
    await userEvent.type(f.date(), dhakaTomorrow())
    await userEvent.selectOptions(f.time(), '4-8 PM')
    await fill(f.notes(), 'Call before coming')
    await userEvent.click(f.canvas.getByRole('checkbox', { name: 'Hide the product list on the invoice' }))
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(shown).toContainEqual({ type: 'success', text: 'Order placed successfully!' })
    await expect(orders.sent).toEqual([
      {
        ...smallCartOrder,
        user_id: null,
        firstname: 'Nusrat Jahan',
        lastname: '',
        phone: '01812345678',
        email: 'nusrat@example.com',
        city: 'Dhaka',
        area: 'Uttara',
        delivery_date: dhakaTomorrow(),
        delivery_time: '4-8 PM',
        order_note: 'Call before coming',
        additional_address: 'Flat 2A',
        address_line_one: 'House 4, Road 2',
        address_line_tow: 'Flat 2A',
        dtls_mail: 1,
        payment_type: 'cod',
        address: 'House 4, Road 2, Flat 2A, Uttara, Dhaka',
        g_name: '',
        g_email: '',
        g_phone: '',
        g_address: '',
      },
    ])
    await waitFor(() => expect(storedCart()).toEqual([]))
    await expect(localStorage.getItem('cartTotal')).toBe('0')
  },
}

/**
 * A Bangla keyboard (decision 0034): the phone typed as ০১৮১২৩৪৫৬৭৮ stays so in the field and the
 * order is sent with 01812345678.
 */
export const GuestBanglaPhone: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fillGuest(canvasElement, { ...GUEST, phone: '০১৮১২৩৪৫৬৭৮' })
    await expect(f.phone()).toHaveValue('০১৮১২৩৪৫৬৭৮')
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(orders.sent).toEqual([
      expect.objectContaining({ ...smallCartOrder, firstname: 'Nusrat Jahan', phone: '01812345678', g_phone: '' }),
    ])
  },
}

/** Submit empty, then a phone that is not a mobile number: messages under the fields, nothing sent. */
export const ClientInvalid: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await waitFor(() => expect(f.placeOrder()).toBeEnabled())
    await userEvent.click(f.placeOrder())
    await expectFieldError(f.name(), FORM_MESSAGES.fullNameRequired)
    await expectFieldError(f.phone(), FORM_MESSAGES.phoneRequired)
    await expectFieldError(f.line1(), FORM_MESSAGES.addressLineOneRequired)
    await expectFieldError(f.city(), FORM_MESSAGES.cityRequired)
    await expectFieldError(f.area(), FORM_MESSAGES.areaRequired)
    await expect(f.name()).toHaveFocus()

    await fillGuest(canvasElement, { ...GUEST, phone: '0171234567' })
    await fill(f.email(), 'nusrat.example.com')
    await userEvent.click(f.placeOrder())
    await expectFieldError(f.phone(), FORM_MESSAGES.phoneInvalid)
    await expectFieldError(f.email(), FORM_MESSAGES.emailInvalid)
    await expect(orders.sent).toEqual([])
  },
}

/** The delivery time waits for a date; for today the slots that have started (Dhaka time) are disabled. */
export const DeliverySlots: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(f.time()).toBeDisabled()
    await expect(f.date()).toHaveAttribute('min', dhakaToday())
    await userEvent.type(f.date(), dhakaToday())
    await expect(f.time()).toBeEnabled()
    const clock = shopClock()
    for (const slot of DELIVERY_SLOTS) {
      const option = within(f.time()).getByRole<HTMLOptionElement>('option', { name: slot.label })
      await expect(option.disabled).toBe(isSlotDisabled(slot, dhakaToday(), clock))
    }
    await userEvent.clear(f.date())
    await userEvent.type(f.date(), dhakaTomorrow())
    for (const slot of DELIVERY_SLOTS) {
      await expect(within(f.time()).getByRole<HTMLOptionElement>('option', { name: slot.label }).disabled).toBe(false)
    }
  },
}

/** The shop's 422: messages under the fields, 'Please fill in all required fields', nothing lost. */
export const Server422: Story = {
  beforeEach({ msw }) {
    msw.use(
      validationAnswer(ORDER, {
        phone: ['The phone has already been blocked.'],
        area: ['The selected area is invalid.'],
      }),
    )
    msw.use(orders.handler)
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
    await expect(orders.sent).toHaveLength(1)
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
    await expect(orders.sent).toEqual([
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
    msw.use(orders.handler)
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
    orders = recordPosts(ORDER, 600)
    msw.use(orders.handler)
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
    await expect(orders.sent).toHaveLength(1)
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
    orders = recordPosts(ORDER, 400)
    msw.use(orders.handler)
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await waitFor(() => expect(f.placeOrder()).toBeEnabled())
    const button = f.placeOrder()
    button.click()
    button.click()
    button.click()
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(orders.sent).toEqual([
      expect.objectContaining({ user_id: 7, address_line_one: 'House 27, Road 9/A', area: 'Dhanmondi' }),
    ])
  },
}

/**
 * The saved address still loading: the billing section says so, the summary reads
 * 'Calculating...' (its area decides the delivery charge) and Place Order stays disabled; a
 * click (even three in one task) sends nothing and shows no field error.
 */
export const SavedAddressLoading: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/auth/customer-active-address/{customerId}'))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(await f.canvas.findByText('Loading your saved address...')).toBeVisible()
    await expect(f.canvas.getByRole('region', { name: 'Billing details' })).toHaveAttribute('aria-busy', 'true')
    await expect(f.canvas.getByRole('region', { name: 'Your order' })).toHaveAttribute('aria-busy', 'true')
    await expectSummary(canvasElement, 'Shipping', 'Calculating...')
    await expectSummary(canvasElement, 'Total', 'Calculating...')
    await expect(f.placeOrder()).toBeDisabled()
    const button = f.placeOrder()
    button.click()
    button.click()
    button.click()
    f.canvas.getByRole<HTMLFormElement>('form', { name: 'Checkout' }).requestSubmit()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(orders.sent).toEqual([])
    await expect(f.canvas.queryByText(FORM_MESSAGES.addressLineOneRequired)).toBeNull()
  },
}

/** Holds GET the active address until the story calls `releaseAddress()`; then the shop answers. */
let releaseAddress: () => void = () => undefined
function holdSavedAddress(): HttpHandler {
  const gate = new Promise<void>((resolve) => {
    releaseAddress = resolve
  })
  return http.get('*/api/auth/customer-active-address/:customerId', async () => {
    await gate
    return undefined
  })
}

/**
 * The saved address arrives after the shopper has typed an address: nothing they typed is
 * overwritten and the form stays editable, 'Change Shipping Address' ticked (untick to use the
 * saved one); the order goes with what they typed.
 */
export const SavedAddressArrivesAfterTyping: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(holdSavedAddress())
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(await f.canvas.findByText('Loading your saved address...')).toBeVisible()
    await fill(f.line1(), 'Flat 5C, 12 Lake Circus')
    await chooseArea(canvasElement, 'Dhaka', 'Gulshan', false)
    releaseAddress()
    await waitFor(() => expect(f.canvas.queryByText('Loading your saved address...')).toBeNull())
    const change = await f.canvas.findByRole('checkbox', { name: 'Change Shipping Address' })
    await expect(f.line1()).toHaveValue('Flat 5C, 12 Lake Circus')
    await expect(f.line1()).not.toHaveAttribute('readonly')
    await expect(f.city()).toHaveValue('Dhaka')
    await expect(f.area()).toHaveValue('Gulshan')
    await expect(change).toBeChecked()
    await expect(change).toHaveAccessibleDescription('Untick to use your saved address.')
    await totalsSettled(canvasElement)
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(orders.sent).toEqual([
      expect.objectContaining({
        user_id: 7,
        address_line_one: 'Flat 5C, 12 Lake Circus',
        city: 'Dhaka',
        area: 'Gulshan',
      }),
    ])
  },
}

/** Typed before the saved address came, then 'Change Shipping Address' unticked: the saved address, read-only. */
export const SavedAddressChosenAfterTyping: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(holdSavedAddress())
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fill(f.line1(), 'Flat 5C, 12 Lake Circus')
    releaseAddress()
    const change = await f.canvas.findByRole('checkbox', { name: 'Change Shipping Address' })
    await expect(f.line1()).toHaveValue('Flat 5C, 12 Lake Circus')
    await userEvent.click(change)
    await expect(f.line1()).toHaveValue('House 27, Road 9/A')
    await expect(f.line1()).toHaveAttribute('readonly')
    await expect(f.canvas.getByRole('textbox', { name: 'Area' })).toHaveValue('Dhanmondi')
  },
}

/** The saved address held and released untouched: it fills the form, read-only (as without a wait). */
export const SavedAddressArrivesUntouched: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(holdSavedAddress())
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(await f.canvas.findByText('Loading your saved address...')).toBeVisible()
    await expect(f.line1()).toHaveValue('')
    releaseAddress()
    await waitFor(() => expect(f.line1()).toHaveValue('House 27, Road 9/A'))
    await expect(f.line1()).toHaveAttribute('readonly')
    await expect(f.canvas.getByRole('checkbox', { name: 'Change Shipping Address' })).not.toBeChecked()
  },
}

/** The saved address failed: said with 'Try again'; the form stays empty and editable until it comes. */
export const SavedAddressFailed: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/auth/customer-active-address/{customerId}', 404, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    const billing = within(f.canvas.getByRole('region', { name: 'Billing details' }))
    await expect(await billing.findByRole('alert')).toHaveTextContent('Your saved address could not be loaded.')
    await expect(f.line1()).not.toHaveAttribute('readonly')
    await expect(f.canvas.queryByRole('checkbox', { name: 'Change Shipping Address' })).toBeNull()
    await userEvent.click(billing.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(f.line1()).toHaveValue('House 27, Road 9/A'))
    await expect(f.line1()).toHaveAttribute('readonly')
    await expect(billing.queryByRole('alert')).toBeNull()
  },
}

/** The wallet balance failed: 'Not available' (never a ৳0.00 balance), 'Try again', the wallet unusable meanwhile. */
export const WalletBalanceFailed: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/auth/wallet-blacne/{customerId}', 404, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    const region = f.canvas.getByRole('region', { name: 'Wallet' })
    const wallet = within(region)
    await expect(await wallet.findByRole('alert')).toHaveTextContent('Your wallet balance could not be loaded.')
    await expect(wallet.getByText('Wallet balance').nextElementSibling).toHaveTextContent('Not available')
    await expect(wallet.getByRole('button', { name: 'Use Wallet' })).toBeDisabled()
    await userEvent.click(wallet.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(wallet.getByText('Wallet balance').nextElementSibling).toHaveTextContent('৳250.00'))
    await expect(wallet.queryByRole('alert')).toBeNull()
  },
}

/** The area's delivery charge still on its way: Shipping and Total read 'Calculating...', no order yet. */
export const DeliveryChargeLoading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('POST', '/api/area/charge'))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expectSummary(canvasElement, 'Total', '৳296.00')
    await fillGuest(canvasElement, GUEST, false)
    await expectSummary(canvasElement, 'Shipping', 'Calculating...')
    await expectSummary(canvasElement, 'Total', 'Calculating...')
    await expectSummary(canvasElement, 'Subtotal', '৳236.00')
    await expect(f.canvas.getByRole('region', { name: 'Your order' })).toHaveAttribute('aria-busy', 'true')
    await expect(f.placeOrder()).toBeDisabled()
    await userEvent.click(f.placeOrder())
    await expect(orders.sent).toEqual([])
  },
}

/** The automatic discount rules still on their way: Discount and Total read 'Calculating...'. */
export const DiscountRulesLoading: Story = {
  parameters: { session: { cart: discountCart } },
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/api-discounttype'))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expectSummary(canvasElement, 'Discount', 'Calculating...')
    await expectSummary(canvasElement, 'Total', 'Calculating...')
    await expectSummary(canvasElement, 'Shipping', 'Free')
    await expect(f.placeOrder()).toBeDisabled()
  },
}

/**
 * The discount rules fail: settled (no automatic discount), so the total is shown and the order
 * can go; the summary says discounts could not be checked, with 'Try again'.
 */
export const DiscountRulesFailed: Story = {
  parameters: { session: { cart: discountCart } },
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/api-discounttype', 500))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await totalsSettled(canvasElement)
    await expectSummary(canvasElement, 'Total', '৳1,750.00')
    await expect(f.summary().getByRole('alert')).toHaveTextContent('Automatic discounts could not be checked.')
    await fillGuest(canvasElement)
    await waitFor(() => expect(f.placeOrder()).toBeEnabled())
  },
}

/** The wallet credit still on its way: its row reads 'Loading...', the wallet is busy. */
export const WalletCreditLoading: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/wallet-credit/{userId}'))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    const region = f.canvas.getByRole('region', { name: 'Wallet' })
    const wallet = within(region)
    await waitFor(() => expect(wallet.getByText('Wallet balance').nextElementSibling).toHaveTextContent('৳250.00'))
    await expect(wallet.getByText('Wallet credit').nextElementSibling).toHaveTextContent('Loading...')
    await expect(region).toHaveAttribute('aria-busy', 'true')
  },
}

/** An order call that never answers keeps 'Loading...' (the machine returns it after 14 s; see its tests). */
export const InFlight: Story = {
  beforeEach({ msw }) {
    msw.use(hang('POST', ORDER))
    msw.use(orders.handler)
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
    await expect(online.sent).toEqual([expect.objectContaining({ payment_type: 'ssl', amount: 296, grand_total: 296 })])
    await expect(orders.sent).toEqual([])
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
      msw.use(online.handler)
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
    await expect(shown.filter((t) => t.type === 'warning')).toEqual([])
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

/** Signed in with a saved address: read-only until 'Change Shipping Address', which clears city and area. */
export const SignedInSavedAddress: Story = {
  parameters: { session: signedIn },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(f.canvas.queryByRole('link', { name: 'Click here to login' })).toBeNull()
    await waitFor(() => expect(f.line1()).toHaveValue('House 27, Road 9/A'))
    await expect(f.line1()).toHaveAttribute('readonly')
    await expect(f.canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Dhaka')
    await expect(f.canvas.getByRole('textbox', { name: 'Area' })).toHaveValue('Dhanmondi')
    const wallet = within(f.canvas.getByRole('region', { name: 'Wallet' }))
    await waitFor(() => expect(wallet.getByText('Wallet balance').nextElementSibling).toHaveTextContent('৳250.00'))

    await userEvent.click(f.canvas.getByRole('checkbox', { name: 'Change Shipping Address' }))
    await expect(f.line1()).not.toHaveAttribute('readonly')
    await expect(f.city()).toHaveValue('')
    await expect(f.area()).toHaveValue('')
    await chooseArea(canvasElement, 'Dhaka', 'Gulshan')
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(orders.sent).toEqual([
      expect.objectContaining({
        user_id: 7,
        area: 'Gulshan',
        address_line_one: 'House 27, Road 9/A',
        phone: '01711000000',
      }),
    ])
  },
}

/** Three clicks on Apply Coupon in the same task (before React re-renders): one coupon request. */
export const CouponSameTaskClicks: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    coupons = recordPosts(COUPON, 400)
    msw.use(coupons.handler)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Click here to enter your code' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10')
    const button = canvas.getByRole('button', { name: 'Apply Coupon' })
    button.click()
    button.click()
    button.click()
    await expectToast('Coupon added successfully!', 'success')
    await expectSummary(canvasElement, 'Coupon (SAVE10)', '-৳23.60')
    await expect(coupons.sent).toEqual([{ coupon_code: 'SAVE10', device: 'web', userId: 7, amount: 236 }])
  },
}

/** A guest's coupon: the shop answers 422, shown as a login request. */
export const CouponGuest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Click here to enter your code' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10{Enter}')
    await expect(await canvas.findByText('Please log in before applying a coupon.')).toBeVisible()
    await expect(coupons.sent).toEqual([{ coupon_code: 'SAVE10', device: 'web', userId: null, amount: 236 }])
    await expect(orders.sent).toEqual([])
  },
}

/** SAVE10 (Percent): 'Coupon added successfully!', -10 % of the cart total, sent with the order. */
export const CouponApplied: Story = {
  parameters: { session: signedIn },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await waitFor(() => expect(f.line1()).toHaveValue('House 27, Road 9/A'))
    await userEvent.click(f.canvas.getByRole('button', { name: 'Click here to enter your code' }))
    await userEvent.type(f.canvas.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10')
    await userEvent.click(f.canvas.getByRole('button', { name: 'Apply Coupon' }))
    await expectToast('Coupon added successfully!', 'success')
    await expectSummary(canvasElement, 'Coupon (SAVE10)', '-৳23.60')
    await expectSummary(canvasElement, 'Total', '৳272.40')
    await expect(coupons.sent).toEqual([{ coupon_code: 'SAVE10', device: 'web', userId: 7, amount: 236 }])
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(orders.sent).toEqual([
      expect.objectContaining({ coupon: 'SAVE10', coupon_discount: 23.6, grand_total: 272.4, user_id: 7 }),
    ])
  },
}

/** FLAT50 on a cart of ৳1,750.00 (3 % automatic discount as well): -৳50.00. */
export const CouponFlat: Story = {
  parameters: { session: { signedIn: demo, cart: discountCart } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Click here to enter your code' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'FLAT50{Enter}')
    await expectSummary(canvasElement, 'Coupon (FLAT50)', '-৳50.00')
    await expectSummary(canvasElement, 'Discount', '-৳52.50')
    await expectSummary(canvasElement, 'Total', '৳1,647.50')
  },
}

/** Unknown code (404), a coupon the customer may not use (405), a failing shop. */
export const CouponErrors: Story = {
  parameters: { session: signedIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Click here to enter your code' }))
    const code = canvas.getByRole('textbox', { name: 'Coupon code' })
    await userEvent.type(code, 'NOPE{Enter}')
    await expect(await canvas.findByText('Invalid coupon code.')).toBeVisible()
    await fill(code, 'NEWUSER')
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('You are not eligible for this coupon.')).toBeVisible()
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await expect(coupons.sent.map((c) => c.coupon_code)).toEqual(['NOPE', 'NEWUSER'])
    await expect(orders.sent).toEqual([])
  },
}

export const CouponServerError: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(failWith('POST', COUPON, 500))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Click here to enter your code' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10{Enter}')
    await expect(await canvas.findByText('Something went wrong. Please try again.')).toBeVisible()
    await expectSummary(canvasElement, 'Total', '৳296.00')
  },
}

/** The automatic discount (3 % from ৳1,000) and free delivery from ৳501. */
export const AutomaticDiscount: Story = {
  parameters: { session: { cart: discountCart } },
  play: async ({ canvasElement }) => {
    await expectSummary(canvasElement, 'Discount', '-৳52.50')
    await expectSummary(canvasElement, 'Shipping', 'Free')
    await expectSummary(canvasElement, 'Total', '৳1,697.50')
  },
}

/** The gift offer product in the cart: the gift recipient block, sent with the order; a gift pack notice. */
export const GiftOffer: Story = {
  parameters: { session: { cart: [...giftPackCart, line(giftBox, 1)] } },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    const gift = within(await f.canvas.findByRole('region', { name: 'Gift recipient' }))
    await expect(await f.canvas.findByRole('note', { name: 'Gift pack' })).toHaveTextContent('Travel Hygiene Kit')
    await fillGuest(canvasElement)
    await fill(gift.getByRole('textbox', { name: 'Recipient name' }), 'Karim Uddin')
    await fill(gift.getByRole('textbox', { name: 'Recipient phone' }), '01911222333')
    await fill(gift.getByRole('textbox', { name: 'Recipient address' }), 'Road 3, Banani')
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(orders.sent).toEqual([
      expect.objectContaining({
        g_name: 'Karim Uddin',
        g_phone: '01911222333',
        g_address: 'Road 3, Banani',
        g_email: '',
      }),
    ])
  },
}

/** The wallet: more than its ৳250.00 is refused ('Not Enough Wallet Amount.'); ৳100.00 is paid from it. */
export const Wallet: Story = {
  parameters: { session: signedIn },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    const wallet = within(f.canvas.getByRole('region', { name: 'Wallet' }))
    await waitFor(() => expect(wallet.getByText('Wallet balance').nextElementSibling).toHaveTextContent('৳250.00'))
    const amount = wallet.getByRole('textbox', { name: 'Pay from wallet (amount)' })
    await userEvent.type(amount, '300')
    await userEvent.click(wallet.getByRole('button', { name: 'Use Wallet' }))
    await expect(await wallet.findByText('Not Enough Wallet Amount.')).toBeVisible()
    await fill(amount, '100')
    await userEvent.click(wallet.getByRole('button', { name: 'Use Wallet' }))
    await expectSummary(canvasElement, 'Paid from wallet', '-৳100.00')
    await expectSummary(canvasElement, 'To pay', '৳196.00')
    await waitFor(() => expect(f.line1()).toHaveValue('House 27, Road 9/A'))
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(orders.sent).toEqual([expect.objectContaining({ grand_total: 296, amount: 196 })])
  },
}

/** The cities still loading: the select says so; the areas wait for a city. */
export const CitiesLoading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/city'))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(within(f.city()).getByRole('option', { name: 'Loading cities...' })).toBeInTheDocument()
    await expect(f.city()).toHaveAttribute('aria-busy', 'true')
    await expect(f.area()).toBeDisabled()
  },
}

/**
 * The cities failed to load: said under the select with 'Try again' (no city, no order without
 * it); what was typed stays; the second answer fills the select.
 */
export const CitiesFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/city', 404, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(await f.canvas.findByRole('alert')).toHaveTextContent('The cities could not be loaded.')
    await expect(f.city()).toHaveAccessibleDescription(expect.stringContaining('The cities could not be loaded.'))
    await fill(f.name(), GUEST.firstname)
    await userEvent.click(f.canvas.getByRole('button', { name: 'Try again' }))
    await fillGuest(canvasElement)
    await expect(f.canvas.queryByText('The cities could not be loaded.')).toBeNull()
    await expect(f.name()).toHaveValue(GUEST.firstname)
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(orders.sent).toEqual([expect.objectContaining({ city: 'Dhaka', area: 'Uttara' })])
  },
}

/** The areas of the chosen city failed: said under the area select with 'Try again'; then chosen. */
export const AreasFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('POST', '/api/area', 404, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fill(f.name(), GUEST.firstname)
    await fill(f.line1(), GUEST.address_line_one)
    await waitFor(() => expect(within(f.city()).getByRole('option', { name: 'Dhaka' })).toBeInTheDocument())
    await userEvent.selectOptions(f.city(), 'Dhaka')
    await waitFor(() =>
      expect(f.area()).toHaveAccessibleDescription(
        expect.stringContaining('The areas of this city could not be loaded.'),
      ),
    )
    await expect(f.canvas.getByRole('alert')).toHaveTextContent('The areas of this city could not be loaded.')
    await userEvent.click(f.canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(f.area()).getByRole('option', { name: 'Uttara' })).toBeInTheDocument())
    await userEvent.selectOptions(f.area(), 'Uttara')
    await expect(f.canvas.queryByRole('alert')).toBeNull()
    await expect(f.city()).toHaveValue('Dhaka')
    await expect(f.line1()).toHaveValue(GUEST.address_line_one)
  },
}

/**
 * The area's delivery charge failed: the summary says it could not be confirmed (the area list's
 * charge is shown meanwhile) with 'Try again'; the shop's second answer settles it.
 */
export const DeliveryChargeFailed: Story = {
  parameters: { session: { cart: [line(napa, 1)] } },
  beforeEach({ msw }) {
    msw.use(failWith('POST', '/api/area/charge', 404, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fillGuest(canvasElement, { ...GUEST, city: 'Chattogram', area: 'Agrabad' })
    const summary = f.summary()
    await expect(await summary.findByRole('alert')).toHaveTextContent('The delivery charge could not be confirmed.')
    await expectSummary(canvasElement, 'Shipping', '৳120.00')
    await userEvent.click(summary.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(summary.queryByRole('alert')).toBeNull())
    await expectSummary(canvasElement, 'Shipping', '৳120.00')
    await expectSummary(canvasElement, 'Total', '৳132.00')
    await expect(f.name()).toHaveValue(GUEST.firstname)
  },
}

/**
 * The area's delivery charge hangs: after the wait (10 s in the app, 300 ms here) the summary says
 * 'This is taking longer than usual.' with 'Try again' (asks again); Place Order stays held and
 * what was typed stays.
 */
export const DeliveryChargeTakingLong: Story = {
  args: { slowAfterMs: 300 },
  beforeEach({ msw }) {
    charges = recordPosts('/api/area/charge')
    msw.use(hang('POST', '/api/area/charge'))
    msw.use(charges.handler)
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fillGuest(canvasElement, GUEST, false)
    const summary = f.summary()
    await expect(summary.queryByText('This is taking longer than usual.')).toBeNull()
    await expect(await summary.findByText('This is taking longer than usual.')).toHaveAttribute('role', 'status')
    await expectSummary(canvasElement, 'Total', 'Calculating...')
    await expect(f.placeOrder()).toBeDisabled()
    await expect(charges.sent).toEqual([{ name: 'Uttara' }])

    await userEvent.click(summary.getByRole('button', { name: 'Try again' }))
    await expect(summary.queryByText('This is taking longer than usual.')).toBeNull()
    await waitFor(() => expect(charges.sent).toEqual([{ name: 'Uttara' }, { name: 'Uttara' }]))
    await expect(await summary.findByText('This is taking longer than usual.')).toBeVisible()
    await expect(f.placeOrder()).toBeDisabled()
    await expect(f.name()).toHaveValue(GUEST.firstname)
    await expect(f.area()).toHaveValue('Uttara')
    await expect(orders.sent).toEqual([])
  },
}

/** The discount rules hang: the same 'This is taking longer than usual.' once the wait is over. */
export const DiscountRulesTakingLong: Story = {
  args: { slowAfterMs: 300 },
  parameters: { session: { cart: discountCart } },
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/api-discounttype'))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expectSummary(canvasElement, 'Discount', 'Calculating...')
    await expect(await f.summary().findByText('This is taking longer than usual.')).toBeVisible()
    await expect(f.placeOrder()).toBeDisabled()
  },
}

/** A 390 px phone: one column, summary after the form, no sideways scrolling; a guest order goes through. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    const summary = f.canvas.getByRole('region', { name: 'Your order' })
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(f.notes().getBoundingClientRect().bottom)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await fillGuest(canvasElement)
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(orders.sent).toHaveLength(1)
  },
}

/** A 390 px phone, signed in with a saved address. */
export const MobileSignedIn: Story = {
  globals: mobile,
  parameters: { session: signedIn },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await waitFor(() => expect(f.line1()).toHaveValue('House 27, Road 9/A'))
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
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
    await expect(orders.sent).toEqual([])
    await expect(online.sent).toEqual([])
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
    await expect(orders.sent).toEqual([expect.objectContaining({ grand_total: 260 })])
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

/** One line of one product: Napa only. */
export const SingleLine: Story = {
  parameters: { session: { cart: [line(napa, 1)] } },
  play: async ({ canvasElement }) => {
    await expectSummary(canvasElement, 'Subtotal', '৳12.00')
    await expectSummary(canvasElement, 'Total', '৳72.00')
  },
}
