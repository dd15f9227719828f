/**
 * 'Alternate Brands' for shoppers (beyond the spec): each alternative's price against the product on
 * screen, cheapest first. Prices are what the shopper pays (src/lib/pricing.ts), compared in whole
 * paisa. Where both packs give a count of the same unit (src/lib/unitPrice.ts: '10 Tablets (1 Strip)'
 * against '30 Tablets (1 Container)'), they are compared per tablet, capsule or ml, not per pack
 * (issue 24); otherwise per pack.
 */
import type { Product } from '@/api/entities'
import { fromPaisa, toPaisa } from '@/rules/money'
import { compareNames } from '@/lib/names'
import { unitPrice } from '@/lib/pricing'
import { pricePerUnit, type CountUnit } from '@/lib/unitPrice'

export type PriceComparison = 'cheaper' | 'dearer' | 'same'

export interface Alternative {
  product: Product
  /** What the shopper pays for the alternative: per `basis` (a pack, or one tablet, capsule or ml). */
  price: number
  /** How much less or more than the product on screen, per `basis` (always >= 0; see `comparison`). */
  difference: number
  comparison: PriceComparison
  /** What the prices are compared per: the pack, or the unit both packs are counted in. */
  basis: 'pack' | CountUnit
}

/**
 * The related list as alternatives to `product`, never the product itself: first those compared
 * per unit, cheapest per unit first, then those compared per pack, cheapest first (ties by name).
 */
export function compareAlternatives(product: Product, related: readonly Product[]): Alternative[] {
  const packBase = toPaisa(unitPrice(product))
  const unitBase = pricePerUnit(product)
  return related
    .filter((other) => other.id !== product.id)
    .map((other): Alternative => {
      const perUnit = pricePerUnit(other)
      const perUnitComparable = unitBase !== null && perUnit !== null && perUnit.unit === unitBase.unit
      const paisa = perUnitComparable ? toPaisa(perUnit.amount) : toPaisa(unitPrice(other))
      const delta = paisa - (perUnitComparable ? toPaisa(unitBase.amount) : packBase)
      const comparison: PriceComparison = delta < 0 ? 'cheaper' : delta > 0 ? 'dearer' : 'same'
      return {
        product: other,
        price: fromPaisa(paisa),
        difference: fromPaisa(Math.abs(delta)),
        comparison,
        basis: perUnitComparable ? perUnit.unit : 'pack',
      }
    })
    .sort(
      (a, b) =>
        Number(a.basis === 'pack') - Number(b.basis === 'pack') ||
        a.price - b.price ||
        compareNames(a.product.product_name, b.product.product_name),
    )
}

/** 'medicine' products get 'Alternate Brands'; everything else 'Related Products' (spec 000). */
export function relatedTitle(product: Pick<Product, 'type'>): 'Alternate Brands' | 'Related Products' {
  return product.type.trim().toLowerCase() === 'medicine' ? 'Alternate Brands' : 'Related Products'
}
