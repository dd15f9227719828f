/**
 * What the stories of /checkout share (stories/checkout/Checkout*.stories.tsx, one file per
 * concern): the page's meta without its title, and the recorders of what reached order-store,
 * pay-via-ajax, coupon-code-apply and the area charge, renewed before every story.
 */
import type { Meta } from '@storybook/react-vite'
import { mockSession } from '@mocks/session'
import type CheckoutPage from '@/pages/checkout/CheckoutPage'
import { recordPosts, recordToasts, redirects, smallCart, withGatewayRecorder, type ShownToast } from './support'

export const ORDER = '/api/order-store'
export const ONLINE = '/api/pay-via-ajax'
export const COUPON = '/api/v2/coupon-code-apply'

/** The calls and toasts of the running story (a story may replace a recorder in its own beforeEach). */
export const calls = {
  orders: recordPosts(ORDER),
  online: recordPosts(ONLINE),
  coupons: recordPosts(COUPON),
  charges: recordPosts('/api/area/charge'),
  shown: [] as ShownToast[],
}

export const demo = mockSession(7)
export const signedIn = { signedIn: demo, cart: smallCart }

/** What every small-cart order sends besides the shopper's details (Dhaka, ৳60.00 shipping). */
export const smallCartOrder = {
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
 * records what reached order-store / pay-via-ajax / coupon-code-apply. Each file's meta writes its
 * `parameters` as a literal (route /checkout, the small cart): the story tests read them from the
 * source, and a parameters object imported from here is not seen.
 */
/** Renews the recorders and the toast log before each story; returns the cleanup. */
export const recordCheckoutCalls = (({ msw }) => {
  calls.orders = recordPosts(ORDER)
  calls.online = recordPosts(ONLINE)
  calls.coupons = recordPosts(COUPON)
  msw.use(calls.orders.handler, calls.online.handler, calls.coupons.handler)
  redirects.length = 0
  const toasts = recordToasts()
  calls.shown = toasts.shown
  return toasts.stop
}) satisfies Meta<typeof CheckoutPage>['beforeEach']

export { withGatewayRecorder }
