/**
 * What the app reads from the calls, and the error statuses it branches on (docs/api-contract.md),
 * against the mock shop of tests/setup/unit.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  ApiError,
  applyCoupon,
  getActiveAddress,
  getAddresses,
  getCategoryProducts,
  getLandingPage,
  getOrderItems,
  getOrders,
  getPopupStatus,
  getProductDetails,
  hasUser,
  loginWithEmail,
  placeOrder,
  requestPasswordReset,
  searchProducts,
  sendLoginOtp,
  subscribe,
  verifyOtp,
} from '@/api'
import { buildSample, DEMO, signIn } from './sample'

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw error
  return error
}

describe('session', () => {
  it('logs in with the demo customer and has-user finds them; an unknown id is null', async () => {
    const { user, access_token } = await loginWithEmail({ email: DEMO.email, password: DEMO.password })
    expect(user).toMatchObject({ id: 7, email: DEMO.email })
    expect(access_token.split('.')).toHaveLength(3)
    expect((await hasUser(7))?.id).toBe(7)
    expect(await hasUser(987654)).toBeNull()
  })

  it('wrong credentials answer 401; a missing email 422 with field errors', async () => {
    expect((await rejection(loginWithEmail({ email: DEMO.email, password: 'nope' }))).status).toBe(401)
    const invalid = await rejection(loginWithEmail({ email: '', password: '' }))
    expect(invalid.status).toBe(422)
    expect(invalid.fieldError('email')).toBeTruthy()
  })

  it('phone login: the PIN signs in, a wrong one answers 500', async () => {
    await sendLoginOtp(DEMO.phone)
    expect((await rejection(verifyOtp('0000'))).status).toBe(500)
    await sendLoginOtp(DEMO.phone)
    expect((await verifyOtp(DEMO.otp)).user.phone).toBe(DEMO.phone)
  })

  it('forgot password: unknown email answers 400; calls under /api/auth/ need the token', async () => {
    expect((await rejection(requestPasswordReset('nobody@example.test'))).status).toBe(400)
    expect((await rejection(getAddresses(7))).status).toBe(401)
  })
})

describe('catalogue', () => {
  it('listings are paginators of products; search answers data and meta', async () => {
    const page = await getCategoryProducts('medicines', { page: 1, sort: 'price_asc' })
    expect(page.current_page).toBe(1)
    expect(page.data.length).toBeGreaterThan(0)
    const prices = page.data.map((p) => p.discount_price ?? p.price)
    expect(prices.every((p) => typeof p === 'number')).toBe(true)
    const found = await searchProducts('napa')
    expect(found.data.some((p) => p.product_name.toLowerCase().includes('napa'))).toBe(true)
    expect(found.meta.current_page).toBe(1)
  })

  it('product details by slug; an unknown slug answers 404', async () => {
    const [first] = (await getCategoryProducts('medicines')).data
    expect(first).toBeDefined()
    expect((await getProductDetails(first?.slug ?? '')).id).toBe(first?.id)
    expect((await rejection(getProductDetails('no such/product'))).status).toBe(404)
  })

  it('a landing page has a title and products; popup status is a boolean', async () => {
    const landing = await getLandingPage(DEMO.landingSlug)
    expect(landing.title).not.toBe('')
    expect(landing.data.length).toBeGreaterThan(0)
    expect(typeof (await getPopupStatus()).status).toBe('boolean')
  })

  it('subscribing twice answers 422 with an email message', async () => {
    await subscribe({ email: 'fresh.reader@example.test' })
    const again = await rejection(subscribe({ email: 'fresh.reader@example.test' }))
    expect(again.status).toBe(422)
    expect(again.firstFieldErrors.email).toBeTruthy()
  })
})

describe('account and checkout', () => {
  beforeEach(async () => {
    await signIn()
  })

  it('reads the active address and the paginated orders', async () => {
    const active = await getActiveAddress(7)
    expect(active?.status).toBe(0)
    const orders = await getOrders(7)
    expect(orders.data.length).toBeGreaterThan(0)
    expect(orders.data.every((o) => [1, 2, 3, 4].includes(o.status))).toBe(true)
  })

  it('Order Again answers 400 when a product is out of stock', async () => {
    const orders = (await getOrders(7, 1)).data.concat((await getOrders(7, 2)).data)
    const outcomes = await Promise.all(
      orders.map((o) =>
        getOrderItems(o.id).then(
          () => 200,
          (e: ApiError) => e.status,
        ),
      ),
    )
    expect(outcomes).toContain(200)
    expect(outcomes).toContain(400)
  })

  it('coupons: valid, unknown 404, not eligible 405, guest 422', async () => {
    const valid = await applyCoupon({ coupon_code: 'SAVE10', userId: 7, amount: 800 })
    expect(valid).toEqual({ discount: 10, discount_type: 'Percent' })
    expect((await rejection(applyCoupon({ coupon_code: 'NOPE', userId: 7, amount: 800 }))).status).toBe(404)
    expect((await rejection(applyCoupon({ coupon_code: 'FLAT50', userId: 7, amount: 100 }))).status).toBe(405)
    expect((await rejection(applyCoupon({ coupon_code: 'SAVE10', userId: null, amount: 800 }))).status).toBe(422)
  })

  it('places an order inside Dhaka; outside Dhaka answers 405, a missing name 422', async () => {
    const sample = await buildSample()
    const placed = await placeOrder(sample.order)
    expect(String(placed.order_id)).not.toBe('')
    const outside = await rejection(placeOrder({ ...sample.order, city: 'Chattogram', area: 'Agrabad' }))
    expect(outside.status).toBe(405)
    expect(outside.message).toBe('We do not deliver medicines outside Dhaka!')
    const invalid = await rejection(placeOrder({ ...sample.order, firstname: '' }))
    expect(invalid.status).toBe(422)
    expect(invalid.fieldError('firstname')).toBeTruthy()
  })
})
