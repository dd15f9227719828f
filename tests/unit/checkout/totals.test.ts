import { describe, expect, it } from 'vitest'
import type { AutoDiscountRule, Coupon, GiftRule } from '@/api/entities'
import {
  amountDue,
  automaticDiscount,
  checkoutTotals,
  deliveryCharge,
  giftRuleFor,
  isOutsideDhaka,
  walletProblem,
} from '@/checkout/totals'
import { couponDiscount, couponTakes } from '@/checkout/coupon'

/** The mock shop's rules (mocks/data/offers.ts). */
const rules: AutoDiscountRule[] = [
  { min_value: 1000, max_value: 3000, type: 'percent', amount: 3 },
  { min_value: 3000, max_value: 10000, type: 'percent', amount: 5 },
  { min_value: 10000, max_value: 1000000, type: 'fixed', amount: 600 },
]
const gifts: GiftRule[] = [
  { amount: 2000, conditions: 4999.99, gift_pack: 'Travel Hygiene Kit' },
  { amount: 5000, conditions: 1000000, gift_pack: 'Family Care Gift Box' },
]
const save10: Coupon = { discount: 10, discount_type: 'Percent' }
const flat50: Coupon = { discount: 50, discount_type: 'Flat' }

describe('delivery charge', () => {
  it('inside Dhaka (charge 0): 60 below 501, free from 501', () => {
    expect(deliveryCharge(0, 500.99)).toBe(60)
    expect(deliveryCharge(0, 501)).toBe(0)
    expect(deliveryCharge(0, 120)).toBe(60)
    expect(deliveryCharge(0, 2500)).toBe(0)
  })

  it('before an area is chosen it counts as inside Dhaka', () => {
    expect(deliveryCharge(null, 300)).toBe(60)
    expect(deliveryCharge(null, 800)).toBe(0)
    expect(isOutsideDhaka(null)).toBe(false)
  })

  it('outside Dhaka: the area charge, whatever the cart total', () => {
    expect(deliveryCharge(120, 300)).toBe(120)
    expect(deliveryCharge(150, 5000)).toBe(150)
    expect(isOutsideDhaka(120)).toBe(true)
    expect(isOutsideDhaka(0)).toBe(false)
  })
})

describe('automatic discount', () => {
  it('applies when min_value <= total < max_value', () => {
    expect(automaticDiscount(rules, 999.99)).toBe(0)
    expect(automaticDiscount(rules, 1000)).toBe(30)
    expect(automaticDiscount(rules, 2999.99)).toBe(90)
    expect(automaticDiscount(rules, 3000)).toBe(150)
    expect(automaticDiscount(rules, 10000)).toBe(600)
    expect(automaticDiscount([], 5000)).toBe(0)
  })

  it('is exact to the paisa (3 % of 1234.50 is 37.04)', () => {
    expect(automaticDiscount(rules, 1234.5)).toBe(37.04)
  })

  it('a fixed amount never exceeds the cart total', () => {
    expect(automaticDiscount([{ min_value: 0, max_value: 100, type: 'fixed', amount: 600 }], 40)).toBe(40)
  })
})

describe('coupon discount', () => {
  it('Percent = total x discount / 100; Flat = the amount', () => {
    expect(couponDiscount(save10, 845)).toBe(84.5)
    expect(couponDiscount(save10, 99.9)).toBe(9.99)
    expect(couponDiscount(flat50, 845)).toBe(50)
    expect(couponDiscount(null, 845)).toBe(0)
  })

  it('takes at most what the automatic discount leaves of the cart total', () => {
    expect(couponTakes(save10, 845, 0)).toBe(84.5)
    expect(couponTakes({ discount: 500, discount_type: 'Flat' }, 200, 0)).toBe(200)
    expect(couponTakes({ discount: 500, discount_type: 'Flat' }, 50, 40)).toBe(10)
    expect(couponTakes(flat50, 30, 40)).toBe(0)
    expect(couponTakes(null, 845, 0)).toBe(0)
  })
})

describe('gift pack rule', () => {
  it('applies within amount..conditions, both ends included', () => {
    expect(giftRuleFor(gifts, 1999.99)).toBeNull()
    expect(giftRuleFor(gifts, 2000)?.gift_pack).toBe('Travel Hygiene Kit')
    expect(giftRuleFor(gifts, 4999.99)?.gift_pack).toBe('Travel Hygiene Kit')
    expect(giftRuleFor(gifts, 5000)?.gift_pack).toBe('Family Care Gift Box')
  })
})

describe('checkoutTotals', () => {
  it('grand total = delivery + cart total - automatic discount - coupon discount', () => {
    expect(checkoutTotals({ cartTotal: 1500, areaCharge: 0, discountRules: rules, coupon: save10 })).toEqual({
      subtotal: 1500,
      shipping: 0,
      outsideDhaka: false,
      discount: 45,
      couponDiscount: 150,
      totalDiscount: 195,
      grandTotal: 1305,
    })
  })

  it('adds the 60 shown for a small Dhaka order', () => {
    const totals = checkoutTotals({ cartTotal: 300, areaCharge: 0, discountRules: rules, coupon: null })
    expect(totals.shipping).toBe(60)
    expect(totals.grandTotal).toBe(360)
  })

  it('outside Dhaka: the area charge is added and flagged', () => {
    const totals = checkoutTotals({ cartTotal: 300, areaCharge: 120, discountRules: rules, coupon: null })
    expect(totals).toMatchObject({ shipping: 120, outsideDhaka: true, grandTotal: 420 })
  })

  it('is exact to the paisa: 3 x 33.30 + 60 = 159.90, not 159.89999', () => {
    const totals = checkoutTotals({ cartTotal: 99.9, areaCharge: 0, discountRules: rules, coupon: save10 })
    expect(totals.couponDiscount).toBe(9.99)
    expect(totals.grandTotal).toBe(149.91)
    const sum = checkoutTotals({ cartTotal: 0.1 + 0.2, areaCharge: 0.1, discountRules: [], coupon: null })
    expect(sum.grandTotal).toBe(0.4)
  })

  it('never goes below zero: a coupon takes at most what the goods are worth; delivery is still paid', () => {
    const big: Coupon = { discount: 500, discount_type: 'Flat' }
    const totals = checkoutTotals({ cartTotal: 200, areaCharge: 0, discountRules: [], coupon: big })
    expect(totals.couponDiscount).toBe(200)
    expect(totals.grandTotal).toBe(60)
    const both = checkoutTotals({
      cartTotal: 50,
      areaCharge: 0,
      discountRules: [{ min_value: 0, max_value: 100, type: 'fixed', amount: 40 }],
      coupon: big,
    })
    expect(both).toMatchObject({ discount: 40, couponDiscount: 10, grandTotal: 60 })
    const free = checkoutTotals({ cartTotal: 0, areaCharge: 0, discountRules: [], coupon: big })
    expect(free.grandTotal).toBeGreaterThanOrEqual(0)
  })

  it('the coupon and the automatic discount are both taken from the cart total', () => {
    const totals = checkoutTotals({ cartTotal: 12000, areaCharge: 0, discountRules: rules, coupon: save10 })
    expect(totals).toMatchObject({ discount: 600, couponDiscount: 1200, grandTotal: 10200 })
  })
})

describe('wallet', () => {
  it("refuses an amount above the wallet's order_value", () => {
    expect(walletProblem(250.01, 250, 1000)).toBe('notEnough')
    expect(walletProblem(250, 250, 1000)).toBeNull()
    expect(walletProblem(100, 0, 1000)).toBe('notEnough')
  })

  it('refuses nothing, a negative amount, and more than the total', () => {
    expect(walletProblem(0, 250, 1000)).toBe('invalid')
    expect(walletProblem(-5, 250, 1000)).toBe('invalid')
    expect(walletProblem(Number.NaN, 250, 1000)).toBe('invalid')
    expect(walletProblem(200, 250, 150)).toBe('moreThanTotal')
  })

  it('the amount due is what is left after the wallet', () => {
    expect(amountDue(1305, 250)).toBe(1055)
    expect(amountDue(100.1, 0.2)).toBe(99.9)
    expect(amountDue(100, 250)).toBe(0)
  })
})
