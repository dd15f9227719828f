import { describe, expect, it } from 'vitest'
import { isOutOfStock } from '@/rules/product'
import { productDetailsPath } from '@/lib/paths'

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
