/**
 * Checkout arithmetic (spec 001 s9), in whole paisa (src/lib/money.ts) so every total is exact:
 *
 *   grand total = delivery charge + cart total - automatic discount - coupon discount  (never < 0)
 *
 * - Delivery: the chosen area's charge; inside Dhaka (charge 0) ৳60 below a cart total of 501,
 *   else free. The ৳60 shown is also the charge sent and counted (a summary that adds up).
 * - Automatic discount: the first rule with min_value <= cart total < max_value, a percent of the
 *   cart total or a fixed amount.
 * - Coupon: the coupon rules of src/checkout/coupon.ts (at most what the automatic discount
 *   leaves of the cart total).
 * - A discount never takes more than the goods are worth: the automatic discount is at most the
 *   cart total, the coupon at most what is left of it, so the delivery charge is always paid.
 */
import type { AutoDiscountRule, Coupon, GiftRule } from '@/api/entities'
import { fromPaisa, percentOf, toPaisa } from '@/rules/money'
import { couponTakes } from './coupon'

/** Shown and charged inside Dhaka when the cart total is below SMALL_ORDER_LIMIT. */
export const SMALL_ORDER_DELIVERY = 60
/** "Below 501": a cart total of 500.99 pays ৳60, 501.00 delivers free. */
export const SMALL_ORDER_LIMIT = 501

/** The delivery charge for an area charge (null: no area chosen yet, counted as inside Dhaka). */
export function deliveryCharge(areaCharge: number | null, cartTotal: number): number {
  const charge = toPaisa(areaCharge ?? 0)
  if (charge > 0) return fromPaisa(charge)
  return toPaisa(cartTotal) < toPaisa(SMALL_ORDER_LIMIT) ? SMALL_ORDER_DELIVERY : 0
}

/** Outside Dhaka: the area has a delivery charge (the advance-payment note shows). */
export function isOutsideDhaka(areaCharge: number | null): boolean {
  return toPaisa(areaCharge ?? 0) > 0
}

/** The automatic discount rule for a cart total: min_value <= total < max_value. */
export function discountRuleFor(rules: readonly AutoDiscountRule[], cartTotal: number): AutoDiscountRule | null {
  const total = toPaisa(cartTotal)
  return rules.find((r) => total >= toPaisa(r.min_value) && total < toPaisa(r.max_value)) ?? null
}

/** The automatic discount on a cart total, at most the cart total. */
export function automaticDiscount(rules: readonly AutoDiscountRule[], cartTotal: number): number {
  const rule = discountRuleFor(rules, cartTotal)
  if (!rule) return 0
  const amount = rule.type === 'percent' ? percentOf(cartTotal, rule.amount) : rule.amount
  return fromPaisa(Math.min(Math.max(0, toPaisa(amount)), Math.max(0, toPaisa(cartTotal))))
}

/** The gift rule whose amount..conditions (both inclusive) holds the cart total, if any. */
export function giftRuleFor(rules: readonly GiftRule[], cartTotal: number): GiftRule | null {
  const total = toPaisa(cartTotal)
  return rules.find((r) => total >= toPaisa(r.amount) && total <= toPaisa(r.conditions)) ?? null
}

export interface TotalsInput {
  /** The cart total (sum of unit price x qty). */
  cartTotal: number
  /** The chosen area's charge; null before an area is chosen. */
  areaCharge: number | null
  discountRules: readonly AutoDiscountRule[]
  coupon: Coupon | null
}

export interface CheckoutTotals {
  subtotal: number
  /** The delivery charge shown as shipping, sent as `deliverycharge` and counted in the total. */
  shipping: number
  /** The area has a charge: the advance-payment note shows. */
  outsideDhaka: boolean
  /** Automatic discount (`discount`). */
  discount: number
  /** Coupon discount (`coupon_discount`). */
  couponDiscount: number
  /** discount + couponDiscount (the summary's Discount row). */
  totalDiscount: number
  /** Delivery + cart total - discounts, never below 0 (`grand_total`). */
  grandTotal: number
}

export function checkoutTotals({ cartTotal, areaCharge, discountRules, coupon }: TotalsInput): CheckoutTotals {
  const subtotal = Math.max(0, toPaisa(cartTotal))
  const shipping = toPaisa(deliveryCharge(areaCharge, cartTotal))
  const discount = toPaisa(automaticDiscount(discountRules, cartTotal))
  const coupons = toPaisa(couponTakes(coupon, cartTotal, fromPaisa(discount)))
  const grand = Math.max(0, shipping + subtotal - discount - coupons)
  return {
    subtotal: fromPaisa(subtotal),
    shipping: fromPaisa(shipping),
    outsideDhaka: isOutsideDhaka(areaCharge),
    discount: fromPaisa(discount),
    couponDiscount: fromPaisa(coupons),
    totalDiscount: fromPaisa(discount + coupons),
    grandTotal: fromPaisa(grand),
  }
}

/** Why a wallet amount cannot be used (spec 001 s5), or null when it can. */
export type WalletProblem = 'invalid' | 'notEnough' | 'moreThanTotal' | null

/**
 * A wallet amount is a positive amount of at most the wallet's order_value ('Not Enough Wallet
 * Amount.' otherwise) and at most the grand total (nothing to pay back).
 */
export function walletProblem(amount: number, orderValue: number, grandTotal: number): WalletProblem {
  if (!Number.isFinite(amount) || toPaisa(amount) <= 0) return 'invalid'
  if (toPaisa(amount) > toPaisa(orderValue)) return 'notEnough'
  if (toPaisa(amount) > toPaisa(grandTotal)) return 'moreThanTotal'
  return null
}

/** What is left to pay after the wallet amount (never below 0). */
export function amountDue(grandTotal: number, walletAmount: number): number {
  return fromPaisa(Math.max(0, toPaisa(grandTotal) - toPaisa(walletAmount)))
}
