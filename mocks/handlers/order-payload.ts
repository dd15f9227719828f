/**
 * The checkout's order payload (spec 001 s3) -> a new order, shared by order-store and
 * pay-via-ajax: Laravel validation (422), then 405 for areas outside Dhaka.
 */
import { clampQty } from '@/rules/quantity'
import type { ProductRecord } from '../data/types'
import { productById } from '../lib/catalogue'
import { failure, validationFailure } from '../lib/failure'
import { findArea, findCity } from '../lib/locations'
import { fromPaisa, payablePaisa, toPaisa } from '../lib/money'
import { email, exists, required, text, validate, type Fields } from '../lib/validation'
import { shop } from '../store'
import { checkCoupon } from '../store/coupons'
import type { NewOrder } from '../store/orders'
import { idOf } from './http'

export const OUTSIDE_DHAKA_MESSAGE = 'We do not deliver medicines outside Dhaka!'

/** cartData may arrive as an array or as a JSON string of one. */
function cartItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value)
      return Array.isArray(parsed) ? parsed : []
    } catch {
      return []
    }
  }
  return []
}

function itemsOf(body: Fields): Array<{ product: ProductRecord; qty: number }> {
  const items = cartItems(body.cartData).map((raw) => {
    const item = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
    const product = productById(idOf(item.id ?? item.product_id) ?? 0)
    const qty = clampQty(Number(item.qty ?? item.quantity))
    return product ? { product, qty } : null
  })
  if (items.length === 0) throw validationFailure({ cartData: ['The cart data field is required.'] })
  if (items.some((i) => i === null)) throw validationFailure({ cartData: ['The selected cart data is invalid.'] })
  return items.filter((i) => i !== null)
}

function deliveryOverride(value: unknown): number | null {
  const raw = text(value)
  return raw !== '' && Number.isFinite(Number(raw)) && Number(raw) >= 0 ? toPaisa(raw) : null
}

function giftOf(body: Fields): NewOrder['gift'] {
  const gift = {
    g_name: text(body.g_name),
    g_email: text(body.g_email),
    g_phone: text(body.g_phone),
    g_address: text(body.g_address),
  }
  return Object.values(gift).some(Boolean) ? gift : null
}

export function parseOrder(body: Fields, paymentType: 'cod' | 'ssl'): NewOrder {
  validate(body, {
    firstname: [required],
    address_line_one: [required],
    city: [required, exists((v) => findCity(v) !== undefined)],
    area: [required, exists((v) => findArea(v, findCity(text(body.city))) !== undefined)],
    phone: [required],
    email: [email],
  })
  const items = itemsOf(body)
  const city = findCity(text(body.city))
  const area = findArea(text(body.area), city)
  if (!city || !area) throw validationFailure({ area: ['The selected area is invalid.'] })
  if (toPaisa(area.delivery_charge) > 0) throw failure(405, OUTSIDE_DHAKA_MESSAGE)

  const userId = idOf(body.user_id)
  const couponCode = text(body.coupon)
  // The coupon is judged on the cart total, as coupon-code-apply judged it (its `amount`); the
  // order's `amount` is what is left to pay after discounts and the wallet.
  const cartTotal = fromPaisa(
    items.reduce((sum, i) => sum + payablePaisa(i.product.price, i.product.discount_price) * i.qty, 0),
  )
  const coupon = couponCode && userId !== null ? checkCoupon(shop().state, couponCode, userId, cartTotal) : null
  return {
    user_id: userId,
    payment_method: paymentType,
    payment_type: paymentType,
    items,
    coupon: coupon?.ok ? coupon.coupon : null,
    areaCharge: area.delivery_charge,
    deliveryOverride: deliveryOverride(body.deliverycharge),
    contact: {
      firstname: text(body.firstname),
      lastname: text(body.lastname),
      email: text(body.email),
      phone: text(body.phone),
      city: city.city_name,
      area: area.area_name,
      address: text(body.address_line_one),
      additional_address: text(body.additional_address) || text(body.address_line_tow),
    },
    delivery_date: text(body.delivery_date),
    delivery_time: text(body.delivery_time),
    order_note: text(body.order_note),
    dtls_mail: ['1', 'true'].includes(text(body.dtls_mail)) || body.dtls_mail === true ? 1 : 0,
    gift: giftOf(body),
  }
}
