/** Checkout calls (spec 001 s2 "Checkout", s3 order payload, s8, s9): delivery, discounts, coupon, order. */
import { z } from 'zod/mini'
import { areaSchema, autoDiscountRuleSchema, citySchema, couponSchema, giftRuleSchema, productSchema } from './entities'
import { getJson, postJson, type CallOptions } from './http'
import {
  lazySchema,
  field,
  id,
  itemOf,
  listOf,
  optionalItemOf,
  presentNumOr,
  orNull,
  text,
  transformed,
} from './lenient'

export const checkoutKeys = {
  giftOffer: () => ['get-offer'] as const,
  lastOrderId: () => ['get-last-orderID'] as const,
  discountRules: () => ['api-discounttype'] as const,
  giftRules: () => ['multi-discount'] as const,
  cities: () => ['city'] as const,
  /** POST reads, keyed like GETs so the selects can use SWR. */
  areas: (city: string) => ['area', city] as const,
  areaCharge: (area: string) => ['area/charge', area] as const,
}

/** A cart line as sent in `cartData` (a stored cart product with its qty fits). */
export interface OrderCartLine {
  id: number
  product_name: string
  qty: number
  price: number
  discount_price: number | null
}

/** How an order is paid (spec 001 s3): cash on delivery, or online through the payment gateway. */
export const PAYMENT_TYPES = ['cod', 'ssl'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/** The order payload of spec 001 s3, field names (and typos) exactly as the backend expects. */
export interface OrderPayload {
  user_id: number | null
  firstname: string
  lastname: string
  phone: string
  email: string
  city: string
  area: string
  delivery_date: string
  delivery_time: string
  deliverycharge: number
  order_note: string
  additional_address: string
  address_line_one: string
  address_line_tow: string
  cartData: readonly OrderCartLine[]
  grand_total: number
  /** 1 hides the product list on the invoice. */
  dtls_mail: 0 | 1
  discount: number
  payment_type: PaymentType
  amount: number
  coupon_discount: number
  coupon: string
  device_type: string
  address: string
  /** Gift recipient, only when the offer product is in the cart. */
  g_name?: string
  g_email?: string
  g_phone?: string
  g_address?: string
}

export const placeOrderAnswerSchema = lazySchema(() => itemOf(z.object({ order_id: text, message: field })))
export type PlaceOrderAnswer = z.output<typeof placeOrderAnswerSchema>

/** Cash on delivery; 422 = field errors, 405 = outside Dhaka. */
export function placeOrder(payload: OrderPayload, options?: CallOptions) {
  return postJson('/api/order-store', payload, placeOrderAnswerSchema, options)
}

/** `status` is 'success' when `data` holds the payment gateway URL to redirect to. */
export const onlinePaymentAnswerSchema = lazySchema(() => z.object({ status: field, data: field }))
export type OnlinePaymentAnswer = z.output<typeof onlinePaymentAnswerSchema>

/** Online payment: same payload (address and amount included); same errors as placeOrder. */
export function payOnline(payload: OrderPayload, options?: CallOptions) {
  return postJson('/api/pay-via-ajax', payload, onlinePaymentAnswerSchema, options)
}

export const giftOfferSchema = lazySchema(() =>
  z.object({
    product_id: id,
    product: orNull(z.nullable(productSchema)),
  }),
)
export type GiftOffer = z.output<typeof giftOfferSchema>

/** The gift offer product (its presence in the cart shows the gift recipient block), or null. */
export function getGiftOffer(options?: CallOptions) {
  return getJson('/api/get-offer', optionalItemOf(giftOfferSchema), options)
}

/** `{order_id}` of the last order, as text ('' when none). */
export const lastOrderIdSchema = lazySchema(() => transformed(itemOf(z.object({ order_id: field })), (o) => o.order_id))

export function getLastOrderId(options?: CallOptions) {
  return getJson('/api/get-last-orderID', lastOrderIdSchema, options)
}

/** Automatic discount rules (min_value <= total < max_value). */
export function getDiscountRules(options?: CallOptions) {
  return getJson('/api/api-discounttype', listOf(autoDiscountRuleSchema), options)
}

/** Gift pack rules (amount <= total <= conditions). */
export function getGiftRules(options?: CallOptions) {
  return getJson('/api/multi-discount', listOf(giftRuleSchema), options)
}

export function getCities(options?: CallOptions) {
  return getJson('/api/city', listOf(citySchema), options)
}

/** Areas of a city (by city name). */
export function getAreas(city: string, options?: CallOptions) {
  return postJson('/api/area', { name: city }, listOf(areaSchema), options)
}

export const areaChargeSchema = lazySchema(() =>
  transformed(itemOf(z.object({ delivery_charge: presentNumOr(0) })), (o) => o.delivery_charge),
)

/** Delivery charge of an area (by area name); 0 inside Dhaka. */
export function getAreaCharge(area: string, options?: CallOptions) {
  return postJson('/api/area/charge', { name: area }, areaChargeSchema, options)
}

export interface CouponInput {
  coupon_code: string
  /** null for a guest: the server answers 422 (ask to log in). */
  userId: number | null
  amount: number
}

/** 404 unknown code, 405 not eligible, 422 guest. */
export function applyCoupon(input: CouponInput) {
  const { coupon_code, userId, amount } = input
  return postJson('/api/v2/coupon-code-apply', { coupon_code, device: 'web', userId, amount }, itemOf(couponSchema))
}
