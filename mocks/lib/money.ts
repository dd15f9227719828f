/**
 * Money as the backend sends it: decimal strings with 2 places ("120.00"), as Laravel's decimal
 * casts do. Calculations run on paisa (integers) to avoid floating-point drift.
 */
import { unitPrice } from '@/lib/pricing'

export type Money = string

/** Parses a money value (string or number); anything else is 0. */
export function toPaisa(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN
  return Number.isFinite(n) ? Math.round(n * 100) : 0
}

export function fromPaisa(paisa: number): Money {
  return (Math.round(paisa) / 100).toFixed(2)
}

/** Normalises any numeric input to a money string. */
export function money(value: unknown): Money {
  return fromPaisa(toPaisa(value))
}

/** The unit price a shopper pays, in paisa: the storefront's price rule (src/lib/pricing.ts). */
export function payablePaisa(price: Money, discountPrice: Money | null): number {
  return toPaisa(unitPrice({ price, discount_price: discountPrice }))
}

/** Percentage of an amount, in paisa, rounded to whole paisa. */
export function percentOf(paisa: number, percent: number): number {
  return Math.round((paisa * percent) / 100)
}
