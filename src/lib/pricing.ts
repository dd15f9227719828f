/**
 * The price rule (spec 000 "Product card", s4; 001 s9): what one unit of a product costs the
 * shopper, and what a cart line costs. The product card, the product page, the wishlist, the cart,
 * the checkout, analytics and the mock shop all ask this module, so the price a shopper sees is
 * the price they pay.
 *
 *   A discount price counts only when it is a positive amount strictly below the price;
 *   anything else (null, 0, negative, equal to or above the price, not a number) means the price.
 *
 * Amounts may arrive as numbers or as the API's decimal strings ('120.00'). Comparisons and
 * totals run in whole paisa (src/lib/money.ts), so 119.999 is not "below" 120.00 by a float.
 */
import { fromPaisa, multiplyMoney, sumMoney, toPaisa } from '@/rules/money'

/** An amount as the API or a stored cart may hold it: a number, a decimal string, or nothing. */
export type AmountLike = number | string | null | undefined

/** What the price rule reads of a product (a Product, a cart line, a mock-shop record). */
export interface Priced {
  price: AmountLike
  discount_price?: AmountLike
}

/** The amount in taka, or null when it is not a finite number ('', 'abc', null, NaN). */
export function amountOf(value: AmountLike): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Number(value.trim())
  return Number.isFinite(parsed) ? parsed : null
}

/** The price in taka (0 when it is not a number). */
export function regularPrice(price: AmountLike): number {
  return fromPaisa(toPaisa(amountOf(price) ?? 0))
}

/**
 * The discount price that counts, or null: a positive amount strictly below the price (both to
 * the paisa). This is the one place that decides whether a product is discounted.
 */
export function discountPriceOf(price: AmountLike, discountPrice: AmountLike): number | null {
  const discount = amountOf(discountPrice)
  const regular = amountOf(price)
  if (discount === null || regular === null) return null
  const discountPaisa = toPaisa(discount)
  return discountPaisa > 0 && discountPaisa < toPaisa(regular) ? fromPaisa(discountPaisa) : null
}

/** What one unit costs the shopper: the discount price when it counts, else the price. */
export function unitPrice(product: Priced): number {
  return discountPriceOf(product.price, product.discount_price) ?? regularPrice(product.price)
}

/** What the shopper saves on one unit (0 without a discount that counts). */
export function unitSaving(product: Priced): number {
  return fromPaisa(toPaisa(regularPrice(product.price)) - toPaisa(unitPrice(product)))
}

/** Whole percent saved, e.g. 1500 -> 1250 is 17 (0 without a discount that counts). */
export function percentOff(product: Priced): number {
  const regular = regularPrice(product.price)
  if (regular <= 0) return 0
  return Math.round((unitSaving(product) / regular) * 100)
}

/** unit price x qty of one line, exact to the paisa. */
export function lineTotal(line: Priced & { qty: number }): number {
  return multiplyMoney(unitPrice(line), line.qty)
}

/** The sum of the lines' totals (the cart total), exact to the paisa. */
export function linesTotal(lines: ReadonlyArray<Priced & { qty: number }>): number {
  return sumMoney(lines.map(lineTotal))
}
