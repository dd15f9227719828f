/**
 * Price per tablet, capsule or ml (beyond the spec, issue 24): what one tablet of a strip or one
 * ml of a bottle costs, so packs of different sizes can be compared ('৳1.20/tablet').
 *
 * The rule is strict on purpose: a figure is shown only when the whole unit description is one
 * of the forms the catalogue uses for a countable pack —
 *
 *   '10 Tablets (1 Strip)', '30 Tablets (1 Container)', '10 Capsules (1 Strip)', '30 Capsules',
 *   '100 ml Bottle', '50 ml Tube', '200 ml'
 *
 * — and never for anything else ('1 Meter + 10 Strips', '400 g Tin', '15 Pads (1 Pack)', '2 Strips
 * of 10 Tablets', an empty text): a per-unit price that is wrong is worse than none. What the pack
 * costs is the price rule's (src/lib/pricing.ts); this module only divides it.
 */
import { fromPaisa, toPaisa } from '@/rules/money'
import { unitPrice, type Priced } from './pricing'

/** The units a price can be given per. */
export type CountUnit = 'tablet' | 'capsule' | 'ml'

export interface UnitCount {
  /** How many tablets, capsules or ml the pack holds (> 0). */
  count: number
  unit: CountUnit
}

export interface PerUnitPrice extends UnitCount {
  /** What one unit costs, in taka, rounded to the paisa (> 0). */
  amount: number
}

// '10 Tablets (1 Strip)', '30 Capsules', '1 Tablet': whole counts, one optional container in
// brackets that holds exactly one of it (a '(2 Strips)' pack is not a count of the bracket).
const COUNTED = /^(\d{1,4}) (tablet|capsule)s?(?: \(1 (?:strip|container|box|bottle|pack|tube|jar)\))?$/i
// '100 ml Bottle', '112 ml', '2.5ml Tube': an amount in ml and, at most, one container word.
const MILLILITRES = /^(\d{1,5}(?:\.\d{1,2})?) ?ml(?: (?:bottle|tube|tub|tin|pouch|jar|can|vial|drop bottle))?$/i

/** The tablets, capsules or ml in a pack from its unit description, or null when it is not one of the known forms. */
export function parseUnitCount(description: string | null | undefined): UnitCount | null {
  if (typeof description !== 'string') return null
  const text = description.trim().replace(/\s+/g, ' ')
  const counted = COUNTED.exec(text)
  if (counted) {
    const count = Number(counted[1])
    const unit = counted[2]?.toLowerCase() === 'capsule' ? 'capsule' : 'tablet'
    return count > 0 ? { count, unit } : null
  }
  const millilitres = MILLILITRES.exec(text)
  if (millilitres) {
    const count = Number(millilitres[1])
    return Number.isFinite(count) && count > 0 ? { count, unit: 'ml' } : null
  }
  return null
}

/**
 * What one tablet, capsule or ml costs the shopper (the pack's price by the price rule, divided
 * by the count, to the paisa), or null when the unit description does not parse or the price is
 * not a positive amount.
 */
export function pricePerUnit(product: Priced & { unit_description?: string | null }): PerUnitPrice | null {
  const parsed = parseUnitCount(product.unit_description)
  if (!parsed) return null
  const pack = toPaisa(unitPrice(product))
  if (pack <= 0) return null
  const paisa = Math.round(pack / parsed.count)
  if (paisa <= 0) return null
  return { ...parsed, amount: fromPaisa(paisa) }
}
