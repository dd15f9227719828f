/**
 * Order arithmetic shared by the seed orders and order-store (spec 001 s9):
 * grand total = delivery charge + cart total - automatic discount - coupon discount.
 * The rules are the storefront's own (src/lib/pricing.ts, src/checkout/totals.ts,
 * src/checkout/coupon.ts), so the order the shop stores costs what the checkout showed; this file
 * only turns the shop's decimal strings into their numbers and back.
 */
import type { AutoDiscountRule, Coupon, GiftRule } from '@/api/entities'
import { couponTakes } from '@/checkout/coupon'
import { automaticDiscount, deliveryCharge, giftRuleFor } from '@/checkout/totals'
import { discountRules, giftRules } from '../data/offers'
import type { CouponRecord, ProductRecord } from '../data/types'
import type { OrderLineRecord } from '../store/schema'
import { fromPaisa, payablePaisa, toPaisa } from './money'

const amount = (value: string): number => toPaisa(value) / 100

const autoRules: AutoDiscountRule[] = discountRules.map((r) => ({
  min_value: amount(r.min_value),
  max_value: amount(r.max_value),
  type: r.type,
  amount: amount(r.amount),
}))

const giftPacks: GiftRule[] = giftRules.map((r) => ({
  amount: amount(r.amount),
  conditions: amount(r.conditions),
  gift_pack: r.gift_pack,
}))

function couponOf(record: CouponRecord): Coupon {
  return { discount: amount(record.discount), discount_type: record.discount_type }
}

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
  const rule = giftRuleFor(giftPacks, subtotalPaisa / 100)
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
  return toPaisa(automaticDiscount(autoRules, subtotal / 100))
}

/** What the coupon takes off (at most what the automatic discount leaves of the cart total). */
export function couponDiscountPaisa(coupon: CouponRecord, subtotal: number): number {
  return toPaisa(couponTakes(couponOf(coupon), subtotal / 100, autoDiscountPaisa(subtotal) / 100))
}

/** The area's charge outside Dhaka; inside Dhaka 60 for small orders, else free. */
export function deliveryPaisa(areaCharge: string, subtotal: number): number {
  return toPaisa(deliveryCharge(amount(areaCharge), subtotal / 100))
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
