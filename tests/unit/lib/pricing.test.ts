import { describe, expect, it } from 'vitest'
import {
  amountOf,
  discountPriceOf,
  lineTotal,
  linesTotal,
  percentOff,
  regularPrice,
  unitPrice,
  unitSaving,
} from '@/lib/pricing'

describe('the price rule: a discount price counts only when positive and strictly below the price', () => {
  it('below the price: the discount price is paid', () => {
    expect(discountPriceOf(1500, 1250)).toBe(1250)
    expect(unitPrice({ price: 120, discount_price: 100 })).toBe(100)
    expect(unitPrice({ price: 120, discount_price: 119.99 })).toBe(119.99)
  })

  it('at the price: no discount, the price is paid', () => {
    expect(discountPriceOf(1500, 1500)).toBeNull()
    expect(unitPrice({ price: 120, discount_price: 120 })).toBe(120)
    // Equal to the paisa, whatever float noise says.
    expect(discountPriceOf(0.3, 0.1 + 0.2)).toBeNull()
  })

  it('above the price: no discount, the (lower) price is paid', () => {
    expect(discountPriceOf(1500, 1600)).toBeNull()
    expect(unitPrice({ price: 120, discount_price: 150 })).toBe(120)
  })

  it('zero, negative, null, undefined or missing: the price', () => {
    expect(discountPriceOf(1500, 0)).toBeNull()
    expect(discountPriceOf(1500, -5)).toBeNull()
    expect(discountPriceOf(1500, null)).toBeNull()
    expect(discountPriceOf(1500, undefined)).toBeNull()
    expect(unitPrice({ price: 120, discount_price: 0 })).toBe(120)
    expect(unitPrice({ price: 120, discount_price: null })).toBe(120)
    expect(unitPrice({ price: 120 })).toBe(120)
  })

  it('not a number: the price', () => {
    expect(discountPriceOf(1500, Number.NaN)).toBeNull()
    expect(discountPriceOf(1500, Number.POSITIVE_INFINITY)).toBeNull()
    expect(discountPriceOf(1500, 'abc')).toBeNull()
    expect(discountPriceOf(1500, '')).toBeNull()
    expect(unitPrice({ price: 120, discount_price: 'n/a' })).toBe(120)
  })

  it('numeric strings as the API sends them are read as amounts', () => {
    expect(discountPriceOf('120.00', '99.50')).toBe(99.5)
    expect(discountPriceOf('120.00', '120.00')).toBeNull()
    expect(discountPriceOf('120.00', '0.00')).toBeNull()
    expect(discountPriceOf(' 120.00 ', ' 130 ')).toBeNull()
    expect(unitPrice({ price: '120.00', discount_price: '99.50' })).toBe(99.5)
    expect(unitPrice({ price: '120.00', discount_price: '0.00' })).toBe(120)
    expect(unitPrice({ price: '120.00', discount_price: null })).toBe(120)
  })

  it('a price that is not a number is 0 and takes no discount', () => {
    expect(regularPrice('abc')).toBe(0)
    expect(discountPriceOf(Number.NaN, 10)).toBeNull()
    expect(unitPrice({ price: null, discount_price: 10 })).toBe(0)
  })

  it('reads amounts tolerantly', () => {
    expect(amountOf(12)).toBe(12)
    expect(amountOf('12.50')).toBe(12.5)
    expect(amountOf('  ')).toBeNull()
    expect(amountOf(null)).toBeNull()
    expect(amountOf(Number.NaN)).toBeNull()
  })
})

describe('savings and line totals (paisa-exact)', () => {
  it('saves price minus the unit price paid, and nothing without a discount that counts', () => {
    expect(unitSaving({ price: 1500, discount_price: 1250 })).toBe(250)
    expect(unitSaving({ price: 33.3, discount_price: 33.1 })).toBe(0.2)
    expect(unitSaving({ price: 120, discount_price: 150 })).toBe(0)
    expect(unitSaving({ price: 120, discount_price: null })).toBe(0)
  })

  it('rounds the percent off to a whole number', () => {
    expect(percentOff({ price: 1500, discount_price: 1250 })).toBe(17)
    expect(percentOff({ price: 10, discount_price: 9.5 })).toBe(5)
    expect(percentOff({ price: 0, discount_price: 0 })).toBe(0)
    expect(percentOff({ price: 120, discount_price: 130 })).toBe(0)
  })

  it('multiplies and sums without float drift', () => {
    expect(lineTotal({ price: 33.3, discount_price: null, qty: 3 })).toBe(99.9)
    expect(lineTotal({ price: '1500.00', discount_price: '1250.00', qty: 2 })).toBe(2500)
    expect(lineTotal({ price: 100, discount_price: 100, qty: 2 })).toBe(200)
    expect(
      linesTotal([
        { price: 33.3, discount_price: null, qty: 3 },
        { price: 12.5, discount_price: 12.15, qty: 7 },
        { price: 50, discount_price: 60, qty: 1 },
      ]),
    ).toBe(234.95)
    expect(linesTotal([])).toBe(0)
  })
})
