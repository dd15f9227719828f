/** Coupons, automatic discounts, gift rules and the gift offer product. */
import type { CouponRecord, DiscountRuleRecord, GiftRuleRecord } from './types'

/**
 * SAVE10: 10% off. FLAT50: BDT 50 off orders of BDT 500 or more (405 below). NEWUSER: 15% off a
 * customer's first order (405 for a customer who already ordered, e.g. the demo customer).
 * EID2025: expired (405). Any other code: 404. No userId (guest): 422.
 */
export const coupons: CouponRecord[] = [
  {
    code: 'SAVE10',
    discount: '10.00',
    discount_type: 'Percent',
    minAmount: '0.00',
    firstOrderOnly: false,
    expired: false,
  },
  {
    code: 'FLAT50',
    discount: '50.00',
    discount_type: 'Flat',
    minAmount: '500.00',
    firstOrderOnly: false,
    expired: false,
  },
  {
    code: 'NEWUSER',
    discount: '15.00',
    discount_type: 'Percent',
    minAmount: '0.00',
    firstOrderOnly: true,
    expired: false,
  },
  {
    code: 'EID2025',
    discount: '20.00',
    discount_type: 'Percent',
    minAmount: '0.00',
    firstOrderOnly: false,
    expired: true,
  },
]

/** Applies when min_value <= cart total < max_value. */
export const discountRules: DiscountRuleRecord[] = [
  { min_value: '1000.00', max_value: '3000.00', type: 'percent', amount: '3.00' },
  { min_value: '3000.00', max_value: '10000.00', type: 'percent', amount: '5.00' },
  { min_value: '10000.00', max_value: '1000000.00', type: 'fixed', amount: '600.00' },
]

/** A gift pack is added when amount <= cart total <= conditions. */
export const giftRules: GiftRuleRecord[] = [
  { amount: '2000.00', conditions: '4999.99', gift_pack: 'Travel Hygiene Kit' },
  { amount: '5000.00', conditions: '1000000.00', gift_pack: 'Family Care Gift Box' },
]

/** The product that, when in the cart, shows the gift recipient block at checkout. */
export const GIFT_OFFER_PRODUCT_SLUG = 'family-health-gift-box-1-box'

/** Seed of the "Recommend For You" row (most recent first). */
export const recommendedSeed: string[] = [
  'napa-extra-500-mg-65-mg-tablet',
  'sergel-20-mg-tablet',
  'cetaphil-gentle-skin-cleanser-125-ml',
  'calbo-d-500-mg-200-iu-tablet',
  'senora-confidence-sanitary-napkin-belt-15-pcs',
  'parachute-pure-coconut-oil-200-ml',
]

export const subscriberSeed: string[] = ['newsletter@medibazar.test']
