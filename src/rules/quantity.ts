/**
 * How many of one product a cart line holds (spec 000 s4, s5, s8): whole units, 1..100. The one
 * home of the bounds: the cart (src/cart/cart.ts), the quantity stepper (machines/quantityStepper.ts),
 * the server sync (src/cart/serverSync.ts) and the QuantityStepper component read them here.
 */
export const MIN_QTY = 1
export const MAX_QTY = 100

/** Whole units within 1..100; anything that is not a finite number is 1. */
export function clampQty(qty: number | null | undefined): number {
  if (typeof qty !== 'number' || !Number.isFinite(qty)) return MIN_QTY
  return Math.min(MAX_QTY, Math.max(MIN_QTY, Math.trunc(qty)))
}

/** A quantity a line may hold as it is: a whole number within 1..100. */
export function isValidQty(qty: unknown): qty is number {
  return typeof qty === 'number' && Number.isInteger(qty) && qty >= MIN_QTY && qty <= MAX_QTY
}
