/** Checkout: placing orders, coupons, discount and gift rules, delivery areas, server cart. */
import { cities } from '../data/locations'
import { discountRules, GIFT_OFFER_PRODUCT_SLUG, giftRules } from '../data/offers'
import { productById, productBySlug } from '../lib/catalogue'
import { failure, notFound, validationFailure } from '../lib/failure'
import { areasOf, findArea, findCity } from '../lib/locations'
import { exists, integerBetween, required, text, validate } from '../lib/validation'
import { shop } from '../store'
import { checkCoupon } from '../store/coupons'
import { findCustomer } from '../store/customers'
import { removeCartItem, setCartItem } from '../store/inbox'
import { placeOrder } from '../store/orders'
import { idOf, json, message, readFields, route } from './http'
import { parseOrder } from './order-payload'
import { toProduct } from './present'

const knownProduct = exists((v) => productById(idOf(v) ?? 0) !== undefined)
const knownCustomer = exists((v) => findCustomer(shop().state, idOf(v) ?? 0) !== undefined)

export const checkoutHandlers = [
  route('POST', '/api/order-store', async ({ request }) => {
    const order = placeOrder(shop(), parseOrder(await readFields(request), 'cod'))
    return json({ order_id: order.order_id, message: 'Order placed successfully!' })
  }),

  /** Online payment: the order is stored, and the answer points at the (mock) gateway, which is
   * simply the shop's own order confirmation page. */
  route('POST', '/api/pay-via-ajax', async ({ request, url }) => {
    const order = placeOrder(shop(), parseOrder(await readFields(request), 'ssl'))
    return json({ status: 'success', data: `${url.origin}/order-confirmation/${order.order_id}` })
  }),

  route('GET', '/api/get-offer', () => {
    const product = productBySlug(GIFT_OFFER_PRODUCT_SLUG)
    if (!product) throw notFound('Offer')
    return json({ data: { product_id: product.id, product: toProduct(product) } })
  }),

  route('GET', '/api/get-last-orderID', () => json({ order_id: shop().state.lastOrderId })),
  route('GET', '/api/api-discounttype', () => json({ data: discountRules })),
  route('GET', '/api/multi-discount', () => json({ data: giftRules })),
  route('GET', '/api/city', () => json({ data: cities })),

  route('POST', '/api/area', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { name: [required] })
    const city = findCity(text(body.name))
    const list = city ? areasOf(city) : []
    return json({ data: list.map(({ id, area_name, delivery_charge }) => ({ id, area_name, delivery_charge })) })
  }),

  route('POST', '/api/area/charge', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { name: [required] })
    const area = findArea(text(body.name))
    if (!area) throw validationFailure({ name: ['The selected name is invalid.'] })
    return json({ delivery_charge: area.delivery_charge })
  }),

  route('POST', '/api/v2/coupon-code-apply', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { coupon_code: [required], userId: [required, knownCustomer] })
    const result = checkCoupon(shop().state, text(body.coupon_code), idOf(body.userId) ?? 0, body.amount)
    if (!result.ok) throw failure(result.status, result.message)
    return json({ discount: result.coupon.discount, discount_type: result.coupon.discount_type })
  }),

  route('POST', '/api/v2/store-cart-item', async ({ request }) => {
    const body = await readFields(request)
    validate(body, {
      productId: [required, knownProduct],
      qty: [required, integerBetween(1, 100)],
      userId: [required, knownCustomer],
    })
    setCartItem(shop(), idOf(body.userId) ?? 0, idOf(body.productId) ?? 0, Number(text(body.qty)))
    return message('Cart updated.')
  }),

  route('POST', '/api/v2/remove-cart-item', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { productId: [required], userId: [required, knownCustomer] })
    removeCartItem(shop(), idOf(body.userId) ?? 0, idOf(body.productId) ?? 0)
    return message('Product removed from cart.')
  }),
]
