import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FORM_MESSAGES } from '@/checkout/form'
import { DELIVERY_SLOTS, isSlotDisabled, shopClock } from '@/lib/deliverySlots'
import CheckoutPage from '@/pages/checkout/CheckoutPage'
import {
  dhakaToday,
  dhakaTomorrow,
  expectFieldError,
  expectLocation,
  expectSummary,
  fill,
  fillGuest,
  form,
  GUEST,
  line,
  mobile,
  smallCart,
  napa,
  NEXT_ORDER,
  storedCart,
} from './support'
import { calls, smallCartOrder, recordCheckoutCalls, withGatewayRecorder } from './checkoutPage'
import { expectToastShown } from '../content/helpers'

/**
 * /checkout (spec 001 s2 "Checkout", s4, s8, s9). A guest at /checkout: the form, its checks, the
 * delivery slots, the summary and a cash order.
 */
const meta = {
  title: 'Pages/Checkout/Guest',
  component: CheckoutPage,
  tags: ['autodocs'],
  decorators: [withGatewayRecorder],
  parameters: { route: { path: '/checkout', url: '/checkout' }, session: { cart: smallCart } },
  beforeEach: recordCheckoutCalls,
} satisfies Meta<typeof CheckoutPage>

export default meta
type Story = StoryObj<typeof meta>

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
    await expectToastShown(calls.shown, { type: 'success', text: 'Order placed successfully!' })
    await expect(calls.orders.sent).toEqual([
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
    await expect(calls.orders.sent).toEqual([
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
    await expect(calls.orders.sent).toEqual([])
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
    await expect(calls.orders.sent).toHaveLength(1)
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
