/**
 * Money arithmetic in whole paisa, so totals never drift (3 x 33.30 is 99.90, not
 * 99.89999999999999). Formatting for the page is src/lib/money.ts.
 */

/** Taka -> whole paisa, rounded half away from zero on the 2nd decimal. */
export function toPaisa(amount: number): number {
  if (!Number.isFinite(amount)) return 0
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100)
}

/** Whole paisa -> taka. */
export function fromPaisa(paisa: number): number {
  return paisa / 100
}

/** Sum of amounts in taka, exact to the paisa. */
export function sumMoney(amounts: readonly number[]): number {
  return fromPaisa(amounts.reduce((total, amount) => total + toPaisa(amount), 0))
}

/** amount x quantity, exact to the paisa. */
export function multiplyMoney(amount: number, quantity: number): number {
  return fromPaisa(toPaisa(amount) * quantity)
}

/** The percentage of an amount, rounded to the paisa. */
export function percentOf(amount: number, percent: number): number {
  return fromPaisa(Math.round((toPaisa(amount) * percent) / 100))
}
