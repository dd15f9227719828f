/**
 * The coupon rules (spec 001 s2, s5, s8, s9), all in this file:
 *
 * - Applying: POST /api/v2/coupon-code-apply {coupon_code, device 'web', userId, amount: the cart
 *   total}; a guest is sent as userId null (the shop answers 422). One apply at a time; the
 *   state of it is the hook useCoupon (src/checkout/useCoupon.ts).
 * - What a coupon takes off: Percent = cart total x discount / 100; Flat = the amount; to the
 *   paisa, never negative, and never more than what the automatic discount leaves of the cart
 *   total (the delivery charge is always paid). The checkout totals (src/checkout/totals.ts) and
 *   the mock shop's order totals both take it from here.
 * - What a refused code says, verbatim: 404 'Invalid coupon code.', 405 'You are not eligible
 *   for this coupon.', 422 'Please log in before applying a coupon.', anything else 'Something
 *   went wrong. Please try again.'; a success toasts 'Coupon added successfully!'.
 * - The order sends the applied code as `coupon` and its discount as `coupon_discount`.
 */
import type { Coupon } from '@/api/entities'
import { fromPaisa, percentOf, toPaisa } from '@/rules/money'
import { CHECKOUT_TEXTS, statusOf } from './messages'

/** The coupon's discount on a cart total before any cap: Percent = total x discount / 100; Flat = amount. */
export function couponDiscount(coupon: Coupon | null, cartTotal: number): number {
  if (!coupon) return 0
  const amount = coupon.discount_type === 'Percent' ? percentOf(cartTotal, coupon.discount) : coupon.discount
  return Math.max(0, fromPaisa(toPaisa(amount)))
}

/** What the coupon takes off this order: its discount, at most what the automatic discount leaves. */
export function couponTakes(coupon: Coupon | null, cartTotal: number, automaticDiscount: number): number {
  const left = Math.max(0, toPaisa(cartTotal) - toPaisa(automaticDiscount))
  return fromPaisa(Math.min(toPaisa(couponDiscount(coupon, cartTotal)), left))
}

/** The message for a failed coupon-code-apply call. */
export function couponFailureText(error: unknown): string {
  switch (statusOf(error)) {
    case 404:
      return CHECKOUT_TEXTS.couponInvalid
    case 405:
      return CHECKOUT_TEXTS.couponNotEligible
    case 422:
      return CHECKOUT_TEXTS.couponLogin
    default:
      return CHECKOUT_TEXTS.couponFailed
  }
}
