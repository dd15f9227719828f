/**
 * The cart as pure functions (spec 000 s4): add, remove, update quantity, add-or-update, total.
 * Lines are the spec's Product objects with `qty`, exactly the shape stored under `cart`.
 * Totals follow the price rule of src/lib/pricing.ts, exact to the paisa.
 */
import { z } from 'zod/mini'
import { productSchema, type Product } from '@/api/entities'
import { lazySchema, transformed } from '@/api/lenient'
import { clampQty } from '@/rules/quantity'

export type CartLine = Product & { qty: number }
export type Cart = readonly CartLine[]

export function findLine(cart: Cart, productId: number): CartLine | undefined {
  return cart.find((line) => line.id === productId)
}

/** Adds `qty` units: a new line, or more of an existing one (capped at 100). */
export function addToCart(cart: Cart, product: Product, qty = 1): CartLine[] {
  const existing = findLine(cart, product.id)
  if (existing) return cart.map((line) => (line.id === product.id ? { ...line, qty: clampQty(line.qty + qty) } : line))
  return [...cart, { ...product, qty: clampQty(qty) }]
}

export function removeFromCart(cart: Cart, productId: number): CartLine[] {
  return cart.filter((line) => line.id !== productId)
}

/** Sets the quantity of an existing line; unknown products leave the cart as it is. */
export function updateQuantity(cart: Cart, productId: number, qty: number): CartLine[] {
  return cart.map((line) => (line.id === productId ? { ...line, qty: clampQty(qty) } : line))
}

/** Sets the quantity when the product is present, otherwise appends it with that quantity. */
export function addOrUpdate(cart: Cart, product: Product, qty: number): CartLine[] {
  return findLine(cart, product.id)
    ? updateQuantity(cart, product.id, qty)
    : [...cart, { ...product, qty: clampQty(qty) }]
}

/** A line's total (unit price x qty) and the cart total are the price rule's (src/lib/pricing.ts). */
export { lineTotal, linesTotal as cartTotal } from '@/lib/pricing'

/** Units in the cart (2 strips of Napa and 1 of Seclo are 3 items). */
export function cartCount(cart: Cart): number {
  return cart.reduce((count, line) => count + line.qty, 0)
}

/**
 * Reads what a shopper's browser holds under `cart`, tolerantly: lines that no longer parse (or
 * carry a negative price) are dropped, quantities are repaired into 1..100, duplicates merged.
 * A cart that older code stored JSON-encoded twice is unwrapped. Anything else gives [].
 */
export function repairCart(value: unknown): CartLine[] {
  if (typeof value === 'string') {
    try {
      const inner: unknown = JSON.parse(value)
      return Array.isArray(inner) ? repairCart(inner) : []
    } catch {
      return []
    }
  }
  if (!Array.isArray(value)) return []
  const lines: CartLine[] = []
  for (const item of value) {
    const parsed = storedLineSchema.safeParse(item)
    if (!parsed.success) continue
    const line = parsed.data
    if (line.price < 0 || (line.discount_price !== null && line.discount_price < 0)) continue
    const existing = lines.findIndex((l) => l.id === line.id)
    if (existing >= 0) lines[existing] = { ...lines[existing]!, qty: clampQty(lines[existing]!.qty + line.qty) }
    else lines.push(line)
  }
  return lines
}

/** Parses the raw text stored under `cart` (null when nothing is stored). Never throws. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (raw === null) return []
  try {
    return repairCart(JSON.parse(raw))
  } catch {
    return []
  }
}

const storedLineSchema = lazySchema(() =>
  transformed(productSchema, (product): CartLine => ({
    ...product,
    qty: clampQty(product.qty ?? 1),
  })),
)

/** The stored `cartTotal` is a JSON number; the app recomputes it from the lines anyway. */
export const storedTotalSchema = z.number()
