import { fromPaisa, toPaisa } from './money'

/**
 * The least cart total an order may have (spec 000 s5, s9): the cart panel's 'Proceed to
 * checkout' and /checkout's Place Order both hold below it (machines/cartPanel.ts,
 * machines/checkoutSubmission.ts).
 */
export const CHECKOUT_MINIMUM_TOTAL = 200

/** The cart total is below the checkout minimum (to the paisa). */
export function belowCheckoutMinimum(cartTotal: number): boolean {
  return toPaisa(cartTotal) < toPaisa(CHECKOUT_MINIMUM_TOTAL)
}

/** What the checkout minimum still wants: 0 at or above it. */
export function shortOfCheckoutMinimum(cartTotal: number): number {
  return fromPaisa(Math.max(0, toPaisa(CHECKOUT_MINIMUM_TOTAL) - toPaisa(cartTotal)))
}
