import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith } from '@mocks/faults'
import CheckoutPage from '@/pages/checkout/CheckoutPage'
import {
  discountCart,
  expectLocation,
  expectSummary,
  expectToast,
  fill,
  fillGuest,
  form,
  giftBox,
  giftPackCart,
  line,
  NEXT_ORDER,
  recordPosts,
  smallCart,
} from './support'
import { COUPON, calls, demo, signedIn, recordCheckoutCalls, withGatewayRecorder } from './checkoutPage'

/**
 * /checkout (spec 001 s2 "Checkout", s4, s8, s9). Coupons, the automatic discount, the gift offer
 * and the wallet.
 */
const meta = {
  title: 'Pages/Checkout/Coupons and discounts',
  component: CheckoutPage,
  tags: ['autodocs'],
  decorators: [withGatewayRecorder],
  parameters: { route: { path: '/checkout', url: '/checkout' }, session: { cart: smallCart } },
  beforeEach: recordCheckoutCalls,
} satisfies Meta<typeof CheckoutPage>

export default meta
type Story = StoryObj<typeof meta>

/** Three clicks on Apply Coupon in the same task (before React re-renders): one coupon request. */
export const CouponSameTaskClicks: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    calls.coupons = recordPosts(COUPON, 400)
    msw.use(calls.coupons.handler)
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
    await expect(calls.coupons.sent).toEqual([{ coupon_code: 'SAVE10', device: 'web', userId: 7, amount: 236 }])
  },
}

/** A guest's coupon: the shop answers 422, shown as a login request. */
export const CouponGuest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Click here to enter your code' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10{Enter}')
    await expect(await canvas.findByText('Please log in before applying a coupon.')).toBeVisible()
    await expect(calls.coupons.sent).toEqual([{ coupon_code: 'SAVE10', device: 'web', userId: null, amount: 236 }])
    await expect(calls.orders.sent).toEqual([])
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
    await expect(calls.coupons.sent).toEqual([{ coupon_code: 'SAVE10', device: 'web', userId: 7, amount: 236 }])
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(calls.orders.sent).toEqual([
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
    await expect(calls.coupons.sent.map((c) => c.coupon_code)).toEqual(['NOPE', 'NEWUSER'])
    await expect(calls.orders.sent).toEqual([])
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
    await expect(calls.orders.sent).toEqual([
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
    await expect(calls.orders.sent).toEqual([expect.objectContaining({ grand_total: 296, amount: 196 })])
  },
}
