/** coupon-code-apply: which coupon applies for a customer and amount, or why not. */
import { coupons } from '../data/offers'
import type { CouponRecord } from '../data/types'
import { toPaisa } from '../lib/money'
import { hasOrdered } from './orders'
import type { ShopState } from './schema'

export type CouponCheck = { ok: true; coupon: CouponRecord } | { ok: false; status: 404 | 405; message: string }

export function findCoupon(code: string): CouponRecord | undefined {
  const wanted = code.trim().toUpperCase()
  return coupons.find((c) => c.code === wanted)
}

export function checkCoupon(state: ShopState, code: string, userId: number, amount: unknown): CouponCheck {
  const coupon = findCoupon(code)
  if (!coupon) return { ok: false, status: 404, message: 'Invalid coupon code.' }
  if (coupon.expired) return { ok: false, status: 405, message: 'This coupon has expired.' }
  if (coupon.firstOrderOnly && hasOrdered(state, userId)) {
    return { ok: false, status: 405, message: 'You are not eligible for this coupon.' }
  }
  if (toPaisa(amount) < toPaisa(coupon.minAmount)) {
    return { ok: false, status: 405, message: `This coupon needs a minimum order of BDT ${coupon.minAmount}.` }
  }
  return { ok: true, coupon }
}
