/**
 * 'Alternate Brands' for shoppers (beyond the spec): each alternative's price against the product on
 * screen, cheapest first. Prices are what the shopper pays (src/lib/pricing.ts), compared in whole
 * paisa.
 */
import type { Product } from '@/api/entities'
import { fromPaisa, toPaisa } from '@/lib/money'
import { unitPrice } from '@/lib/pricing'

export type PriceComparison = 'cheaper' | 'dearer' | 'same'

export interface Alternative {
  product: Product
  /** What the shopper pays for the alternative. */
  price: number
  /** How much less or more than the product on screen (always >= 0; see `comparison`). */
  difference: number
  comparison: PriceComparison
}

/** The related list as alternatives to `product`, cheapest first (ties by name); never the product itself. */
export function compareAlternatives(product: Product, related: readonly Product[]): Alternative[] {
  const base = toPaisa(unitPrice(product))
  return related
    .filter((other) => other.id !== product.id)
    .map((other) => {
      const paisa = toPaisa(unitPrice(other))
      const delta = paisa - base
      const comparison: PriceComparison = delta < 0 ? 'cheaper' : delta > 0 ? 'dearer' : 'same'
      return { product: other, price: fromPaisa(paisa), difference: fromPaisa(Math.abs(delta)), comparison }
    })
    .sort((a, b) => a.price - b.price || a.product.product_name.localeCompare(b.product.product_name))
}

/** 'medicine' products get 'Alternate Brands'; everything else 'Related Products' (spec 000). */
export function relatedTitle(product: Pick<Product, 'type'>): 'Alternate Brands' | 'Related Products' {
  return product.type.trim().toLowerCase() === 'medicine' ? 'Alternate Brands' : 'Related Products'
}
