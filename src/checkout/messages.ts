/**
 * The checkout's texts, verbatim from spec 001 s8 (typos and differing wordings included), and
 * which one a failed call shows.
 */
import { msg } from '@lingui/core/macro'
import { englishTexts } from '@/i18n/lingui'
import type { PaymentType } from '@/api/checkout'

export const CHECKOUT_TEXTS = englishTexts({
  orderPlaced: msg`Order placed successfully!`,
  requiredCash: msg`Please fill in all required fields`,
  requiredOnline: msg`Please fill all required fields`,
  outsideDhaka: msg`We do not deliver medicines outside Dhaka!`,
  somethingWrong: msg`Something went wrong!`,
  couponAdded: msg`Coupon added successfully!`,
  couponInvalid: msg`Invalid coupon code.`,
  couponNotEligible: msg`You are not eligible for this coupon.`,
  couponLogin: msg`Please log in before applying a coupon.`,
  couponFailed: msg`Something went wrong. Please try again.`,
  walletNotEnough: msg`Not Enough Wallet Amount.`,
  /** Not in the spec: a call that gave no answer within the button timeout (14 s / 10 s). */
  timedOut: msg`The shop has not answered yet. Check My Orders or your connection before trying again.`,
})

/** Not in the spec: why a wallet amount cannot be used (besides 'Not Enough Wallet Amount.'). */
export const WALLET_TEXTS = englishTexts({
  invalid: msg`Enter the amount to pay from your wallet.`,
  moreThanTotal: msg`The wallet amount cannot be more than the order total.`,
})

/** Not in the spec: what the checkout says when a call its figures depend on fails or is slow. */
export const CHECKOUT_LOAD_TEXTS = englishTexts({
  chargeFailed: msg`The delivery charge could not be confirmed.`,
  discountsFailed: msg`Automatic discounts could not be checked.`,
  takingLong: msg`This is taking longer than usual.`,
})

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
