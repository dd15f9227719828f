/**
 * The checkout's texts, verbatim from spec 001 s8 (typos and differing wordings included), and
 * which one a failed call shows.
 */
import type { PaymentType } from '@/api/checkout'

export const CHECKOUT_TEXTS = {
  orderPlaced: 'Order placed successfully!',
  requiredCash: 'Please fill in all required fields',
  requiredOnline: 'Please fill all required fields',
  outsideDhaka: 'We do not deliver medicines outside Dhaka!',
  somethingWrong: 'Something went wrong!',
  couponAdded: 'Coupon added successfully!',
  couponInvalid: 'Invalid coupon code.',
  couponNotEligible: 'You are not eligible for this coupon.',
  couponLogin: 'Please log in before applying a coupon.',
  couponFailed: 'Something went wrong. Please try again.',
  walletNotEnough: 'Not Enough Wallet Amount.',
  /** Not in the spec: a call that gave no answer within the button timeout (14 s / 10 s). */
  timedOut: 'The shop has not answered yet. Check My Orders or your connection before trying again.',
} as const

/** Not in the spec: why a wallet amount cannot be used (besides 'Not Enough Wallet Amount.'). */
export const WALLET_TEXTS = {
  invalid: 'Enter the amount to pay from your wallet.',
  moreThanTotal: 'The wallet amount cannot be more than the order total.',
} as const

/** Not in the spec: what the checkout says when a call its figures depend on fails or is slow. */
export const CHECKOUT_LOAD_TEXTS = {
  chargeFailed: 'The delivery charge could not be confirmed.',
  discountsFailed: 'Automatic discounts could not be checked.',
  takingLong: 'This is taking longer than usual.',
} as const

/** The HTTP status of a failed call (ApiError.status), or null. */
export function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null
  const { status } = error
  return typeof status === 'number' ? status : null
}

/** The toast for a failed order-store / pay-via-ajax call. */
export function orderFailureText(error: unknown, paymentType: PaymentType): string {
  switch (statusOf(error)) {
    case 422:
      return paymentType === 'cod' ? CHECKOUT_TEXTS.requiredCash : CHECKOUT_TEXTS.requiredOnline
    case 405:
      return CHECKOUT_TEXTS.outsideDhaka
    default:
      return CHECKOUT_TEXTS.somethingWrong
  }
}
