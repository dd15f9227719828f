import { describe, expect, it } from 'vitest'
import { effectiveDiscount, percentOff } from '@/components/PriceDisplay'
import { isOutOfStock, productDetailsPath } from '@/components/ProductCard'

describe('PriceDisplay helpers', () => {
  it('counts a discount only when positive and lower than the price', () => {
    expect(effectiveDiscount(1500, 1250)).toBe(1250)
    expect(effectiveDiscount(1500, null)).toBeNull()
    expect(effectiveDiscount(1500, undefined)).toBeNull()
    expect(effectiveDiscount(1500, 0)).toBeNull()
    expect(effectiveDiscount(1500, 1500)).toBeNull()
    expect(effectiveDiscount(1500, 1600)).toBeNull()
    expect(effectiveDiscount(1500, Number.NaN)).toBeNull()
  })

  it('rounds the percent off to a whole number', () => {
    expect(percentOff(1500, 1250)).toBe(17)
    expect(percentOff(10, 9.5)).toBe(5)
    expect(percentOff(0, 0)).toBe(0)
  })
})

describe('ProductCard helpers', () => {
  it('encodes the slug as one path segment', () => {
    expect(productDetailsPath('napa-500-mg-tablet')).toBe('/product-details/napa-500-mg-tablet')
    expect(productDetailsPath('a/b?c#d')).toBe('/product-details/a%2Fb%3Fc%23d')
    expect(productDetailsPath('নাপা')).toBe(`/product-details/${encodeURIComponent('নাপা')}`)
  })

  it("treats only stock_status '0' as out of stock", () => {
    expect(isOutOfStock({ stock_status: '0' })).toBe(true)
    expect(isOutOfStock({ stock_status: '1' })).toBe(false)
    expect(isOutOfStock({ stock_status: '5' })).toBe(false)
  })
})
