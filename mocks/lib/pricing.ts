/**
 * Order arithmetic shared by the seed orders and order-store (spec 001 s9):
 * grand total = delivery charge + cart total - automatic discount - coupon discount.
 */
import { discountRules, giftRules } from '../data/offers'
import type { CouponRecord, ProductRecord } from '../data/types'
import type { OrderLineRecord } from '../store/schema'
import { fromPaisa, payablePaisa, percentOf, toPaisa } from './money'

/** Shown (and charged) inside Dhaka when the cart total is below BDT 501. */
export const SMALL_ORDER_DELIVERY = '60.00'
const SMALL_ORDER_LIMIT = toPaisa('501.00')

export function orderLine(product: ProductRecord, quantity: number, id: number): OrderLineRecord {
  const unitPaisa = payablePaisa(product.price, product.discount_price)
  return {
    id,
    product_id: product.id,
    product_name: product.product_name,
    strength: product.strength,
    unit: product.unit,
    quantity,
    price: product.price,
    discount: fromPaisa(toPaisa(product.price) - unitPaisa),
    total: fromPaisa(unitPaisa * quantity),
    product: { unit_description: product.unit_description },
  }
}

/** The free gift pack for a cart total, as an order line ('Free Item'), if a gift rule applies. */
export function giftLine(subtotalPaisa: number, id: number): OrderLineRecord | null {
  const rule = giftRules.find((r) => subtotalPaisa >= toPaisa(r.amount) && subtotalPaisa <= toPaisa(r.conditions))
  if (!rule) return null
  return {
    id,
    product_id: 0,
    product_name: rule.gift_pack,
    strength: '',
    unit: '',
    quantity: 1,
    price: '0.00',
    discount: '0.00',
    total: '0.00',
    product: null,
  }
}

export function subtotalPaisa(lines: readonly OrderLineRecord[]): number {
  return lines.reduce((sum, line) => sum + toPaisa(line.total), 0)
}

export function autoDiscountPaisa(subtotal: number): number {
  const rule = discountRules.find((r) => subtotal >= toPaisa(r.min_value) && subtotal < toPaisa(r.max_value))
  if (!rule) return 0
  return rule.type === 'percent' ? percentOf(subtotal, Number(rule.amount)) : Math.min(toPaisa(rule.amount), subtotal)
}

export function couponDiscountPaisa(coupon: CouponRecord, subtotal: number): number {
  return coupon.discount_type === 'Percent'
    ? percentOf(subtotal, Number(coupon.discount))
    : Math.min(toPaisa(coupon.discount), subtotal)
}

/** The area's charge outside Dhaka; inside Dhaka 60 for small orders, else free. */
export function deliveryPaisa(areaCharge: string, subtotal: number): number {
  const charge = toPaisa(areaCharge)
  if (charge > 0) return charge
  return subtotal < SMALL_ORDER_LIMIT ? toPaisa(SMALL_ORDER_DELIVERY) : 0
}

export interface OrderTotals {
  amount: string
  discount: string
  coupon_discount: string
  deliverycharge: string
}

export function orderTotals(
  lines: readonly OrderLineRecord[],
  delivery: number,
  coupon: CouponRecord | null,
): OrderTotals {
  const subtotal = subtotalPaisa(lines)
  const discount = autoDiscountPaisa(subtotal)
  const couponDiscount = coupon ? couponDiscountPaisa(coupon, subtotal) : 0
  return {
    amount: fromPaisa(Math.max(0, subtotal + delivery - discount - couponDiscount)),
    discount: fromPaisa(discount),
    coupon_discount: fromPaisa(couponDiscount),
    deliverycharge: fromPaisa(delivery),
  }
}
