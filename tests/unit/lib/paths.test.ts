/**
 * Route paths (src/lib/paths.ts): the builders encode each parameter as one path segment. (The
 * route table is built from ROUTES, so the two cannot drift apart.)
 */
import { describe, expect, it } from 'vitest'
import {
  cancelOrderPath,
  childCategoryPath,
  jobDetailsPath,
  landingPagePath,
  listingPath,
  mainCategoryPath,
  manufacturerPath,
  orderConfirmationPath,
  orderDetailsPath,
  pagePath,
  productDetailsPath,
  searchPath,
  SPECIAL_PRICE_PATH,
  stockRequestPath,
  updateAddressPath,
} from '@/lib/paths'

describe('path builders', () => {
  it('encode a parameter as one segment (slashes, ?, #, spaces, Bangla)', () => {
    expect(productDetailsPath('napa-500-mg-tablet')).toBe('/product-details/napa-500-mg-tablet')
    expect(productDetailsPath('a/b?c#d')).toBe('/product-details/a%2Fb%3Fc%23d')
    expect(mainCategoryPath('baby-care')).toBe('/product/baby-care')
    expect(childCategoryPath('fever & pain')).toBe('/category/fever%20%26%20pain')
    expect(pagePath('a/b')).toBe('/page/a%2Fb')
    expect(manufacturerPath('Square Pharmaceuticals')).toBe('/manufacture-products/Square%20Pharmaceuticals')
    expect(landingPagePath('winter-care')).toBe('/landing-page/winter-care')
    expect(stockRequestPath('a/b')).toBe('/stock-request/a%2Fb')
    expect(jobDetailsPath('a/b?c')).toBe('/job-details/a%2Fb%3Fc')
    expect(searchPath('নাপা')).toBe(`/search/${encodeURIComponent('নাপা')}`)
  })

  it('trims a search query', () => {
    expect(searchPath('  seclo 20 ')).toBe('/search/seclo%2020')
  })

  it('builds the listing of each listing route', () => {
    expect(listingPath('product', 'medicines')).toBe('/product/medicines')
    expect(listingPath('category', 'a/b')).toBe('/category/a%2Fb')
    expect(listingPath('sub-category', 'fever-pain')).toBe('/sub-category/fever-pain')
    expect(SPECIAL_PRICE_PATH).toBe('/category/special-price')
  })

  it('builds the account and checkout paths of an id or order code', () => {
    expect(orderDetailsPath(112)).toBe('/order-details/112')
    expect(cancelOrderPath(112)).toBe('/cancel-oreder-request/112')
    expect(updateAddressPath('7')).toBe('/update-address/7')
    expect(orderConfirmationPath('100245')).toBe('/order-confirmation/100245')
    expect(orderConfirmationPath('a/b')).toBe('/order-confirmation/a%2Fb')
  })
})
