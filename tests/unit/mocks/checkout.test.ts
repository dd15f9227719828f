/** Placing, listing and cancelling orders; delivery areas; coupons; server cart. */
import { describe, expect, it } from 'vitest'
import * as entities from '@/api/entities'
import { DEMO_CUSTOMER, FRESH_CUSTOMER } from '@mocks/data'
import { shop } from '@mocks/store'
import { at, demoToken, get, list, orderPayload, post, productId } from './helpers'

describe('order-store', () => {
  it('adds a Pending order with lines and totals that tops the order list', async () => {
    const before = Number(at((await get('/api/get-last-orderID')).body, 'order_id'))
    const placed = await post('/api/order-store', orderPayload())
    expect(placed.status).toBe(200)
    expect(placed.body).toEqual({ order_id: String(before + 1), message: 'Order placed successfully!' })
    expect((await get('/api/get-last-orderID')).body).toEqual({ order_id: before + 1 })

    const token = await demoToken()
    const page = await get(`/api/auth/order-list/${DEMO_CUSTOMER.id}`, { token })
    const newest = list(page.body, 'data')[0]
    expect(newest).toMatchObject({
      order_id: String(before + 1),
      status: 1,
      payment_type: 'cod',
      city: 'Dhaka',
      area: 'Dhanmondi',
    })
    // 2 x Napa 12.00 + 10 x Sergel 70.00 = 724.00; no automatic discount below 1000; free delivery above 500.
    expect(newest).toMatchObject({
      amount: '724.00',
      discount: '0.00',
      coupon_discount: '0.00',
      deliverycharge: '0.00',
    })
    const lines = list(newest, 'order_details')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ product_name: 'Napa 500 mg Tablet', quantity: 2, price: '12.00', total: '24.00' })
    expect(entities.orderSchema.safeParse(newest).success).toBe(true)
    expect(at(page.body, 'total')).toBe(15)

    const confirmation = await get(`/api/order-confirmation/${before + 1}`)
    expect(at(confirmation.body, 'data', 'order_id')).toBe(String(before + 1))
  })

  it('applies the automatic discount, a coupon, the gift pack and the checkout delivery charge', async () => {
    const placed = await post(
      '/api/order-store',
      orderPayload({
        coupon: 'SAVE10',
        deliverycharge: 60,
        cartData: [{ id: productId('omron-hem-7120-blood-pressure-monitor-1-unit'), qty: 1 }],
      }),
    )
    const order = shop().state.orders.find((o) => o.order_id === at(placed.body, 'order_id'))
    // 3850.00: 5% automatic (192.50), 10% coupon (385.00), delivery 60.00 as sent.
    expect(order).toMatchObject({
      discount: '192.50',
      coupon_discount: '385.00',
      deliverycharge: '60.00',
      amount: '3332.50',
      coupon: 'SAVE10',
    })
    expect(order?.order_details.at(-1)).toMatchObject({
      product_id: 0,
      product_name: 'Travel Hygiene Kit',
      total: '0.00',
      product: null,
    })
  })

  it('answers 405 for an area outside Dhaka', async () => {
    const answer = await post('/api/order-store', orderPayload({ city: 'Chattogram', area: 'Agrabad' }))
    expect(answer).toMatchObject({ status: 405, body: { message: 'We do not deliver medicines outside Dhaka!' } })
    const online = await post('/api/pay-via-ajax', orderPayload({ city: 'Sylhet', area: 'Zindabazar' }))
    expect(online.status).toBe(405)
  })

  it('answers 422 for missing fields, a bad email and an empty cart', async () => {
    const answer = await post('/api/order-store', { email: 'nope', cartData: [] })
    expect(answer.status).toBe(422)
    expect(at(answer.body, 'errors')).toEqual({
      firstname: ['The firstname field is required.'],
      address_line_one: ['The address line one field is required.'],
      city: ['The city field is required.'],
      area: ['The area field is required.'],
      phone: ['The phone field is required.'],
      email: ['The email must be a valid email address.'],
    })
    const empty = await post('/api/order-store', orderPayload({ cartData: [] }))
    expect(at(empty.body, 'errors', 'cartData', 0)).toBe('The cart data field is required.')
    const wrongArea = await post('/api/order-store', orderPayload({ area: 'Agrabad' }))
    expect(at(wrongArea.body, 'errors', 'area', 0)).toBe('The selected area is invalid.')
  })

  it('pay-via-ajax stores an ssl order and points at the confirmation page', async () => {
    const answer = await post('/api/pay-via-ajax', orderPayload({ payment_type: 'ssl' }))
    expect(at(answer.body, 'status')).toBe('success')
    const url = new URL(String(at(answer.body, 'data')))
    expect(url.origin).toBe('http://localhost:3000')
    const code = url.pathname.split('/').pop() ?? ''
    expect(shop().state.orders.find((o) => o.order_id === code)).toMatchObject({ status: 1, payment_method: 'ssl' })
  })
})

describe('cancel and order again', () => {
  it('cancels a Pending order (status 4) and refuses a second cancel', async () => {
    const id = 112
    expect((await post(`/api/v2/store-cancel-order/${id}`, {})).status).toBe(422)
    const cancelled = await post(`/api/v2/store-cancel-order/${id}`, { reason: 'Changed my mind' })
    expect(cancelled).toMatchObject({ status: 200, body: { message: 'Cancel Request Sent Successful' } })
    const token = await demoToken()
    expect(at((await get(`/api/auth/order-details/${id}`, { token })).body, 'data', 'status')).toBe(4)
    const again = await post(`/api/v2/store-cancel-order/${id}`, { reason: 'again' })
    expect(again.status).toBe(422)
    expect(at(again.body, 'errors', 'reason', 0)).toBe('Only pending orders can be cancelled.')
    expect((await post('/api/v2/store-cancel-order/9999', { reason: 'x' })).status).toBe(404)
  })

  it('order-item answers the lines as cart products, or 400 when one is out of stock', async () => {
    const ok = await get('/api/order-item/100231')
    expect(list(ok.body, 'data').map((p) => at(p, 'qty'))).toEqual([3, 2, 1])
    const stockOut = await get('/api/order-item/106')
    expect(stockOut).toMatchObject({ status: 400, body: { message: 'Some Product is Stock Out!!' } })
    expect((await get('/api/order-item/1')).status).toBe(404)
  })

  it('paginates orders 10 per page, newest first', async () => {
    const token = await demoToken()
    const first = await get(`/api/auth/order-list/${DEMO_CUSTOMER.id}?page=1`, { token })
    const second = await get(`/api/auth/order-list/${DEMO_CUSTOMER.id}?page=2`, { token })
    expect(list(first.body, 'data')).toHaveLength(10)
    expect(list(second.body, 'data')).toHaveLength(4)
    expect(first.body).toMatchObject({ current_page: 1, last_page: 2, total: 14, per_page: 10, prev_page_url: null })
    const dates = [...list(first.body, 'data'), ...list(second.body, 'data')].map((o) => String(at(o, 'created_at')))
    expect(dates).toEqual([...dates].sort().reverse())
  })
})

describe('delivery areas', () => {
  it('lists the areas of a city with their charges', async () => {
    const dhaka = list((await post('/api/area', { name: 'Dhaka' })).body, 'data')
    expect(dhaka.map((a) => at(a, 'area_name'))).toEqual(
      expect.arrayContaining(['Dhanmondi', 'Gulshan', 'Mirpur', 'Uttara', 'Mohammadpur', 'Banani']),
    )
    expect(dhaka.every((a) => at(a, 'delivery_charge') === '0.00')).toBe(true)
    expect((await post('/api/area/charge', { name: 'Gulshan' })).body).toEqual({ delivery_charge: '0.00' })
    expect((await post('/api/area/charge', { name: 'Zindabazar' })).body).toEqual({ delivery_charge: '150.00' })
    expect((await post('/api/area', {})).status).toBe(422)
    expect((await post('/api/area/charge', { name: 'Atlantis' })).status).toBe(422)
    expect((await post('/api/area', { name: 'Atlantis' })).body).toEqual({ data: [] })
  })
})

describe('coupons', () => {
  const apply = (coupon_code: string, userId: number | null, amount = 800) =>
    post('/api/v2/coupon-code-apply', { coupon_code, device: 'web', userId, amount })

  it('SAVE10 is 10 percent and FLAT50 is 50 flat', async () => {
    expect((await apply('SAVE10', DEMO_CUSTOMER.id)).body).toEqual({ discount: '10.00', discount_type: 'Percent' })
    expect((await apply('flat50', DEMO_CUSTOMER.id)).body).toEqual({ discount: '50.00', discount_type: 'Flat' })
  })

  it('answers 404 for an unknown code, 405 when not eligible, 422 for a guest', async () => {
    expect((await apply('NOPE', DEMO_CUSTOMER.id)).status).toBe(404)
    expect(await apply('NEWUSER', DEMO_CUSTOMER.id)).toMatchObject({
      status: 405,
      body: { message: 'You are not eligible for this coupon.' },
    })
    expect((await apply('NEWUSER', FRESH_CUSTOMER.id)).body).toEqual({ discount: '15.00', discount_type: 'Percent' })
    expect((await apply('FLAT50', DEMO_CUSTOMER.id, 300)).status).toBe(405)
    expect((await apply('EID2025', DEMO_CUSTOMER.id)).status).toBe(405)
    const guest = await apply('SAVE10', null)
    expect(guest.status).toBe(422)
    expect(at(guest.body, 'errors', 'userId', 0)).toBe('The user id field is required.')
  })
})

describe('server cart', () => {
  it('store-cart-item adds or updates, remove-cart-item removes', async () => {
    const napa = productId('napa-500-mg-tablet')
    await post('/api/v2/store-cart-item', { productId: napa, qty: 2, userId: 7 })
    await post('/api/v2/store-cart-item', { productId: napa, qty: 5, userId: 7 })
    expect(shop().state.carts['7']).toEqual([{ productId: napa, qty: 5 }])
    await post('/api/v2/remove-cart-item', { productId: napa, userId: 7 })
    expect(shop().state.carts['7']).toEqual([])
    const tooMany = await post('/api/v2/store-cart-item', { productId: napa, qty: 101, userId: 7 })
    expect(at(tooMany.body, 'errors', 'qty', 0)).toBe('The qty must not be greater than 100.')
  })
})
