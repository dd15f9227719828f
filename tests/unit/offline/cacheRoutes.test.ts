/**
 * What the service worker caches (scripts/service-worker.ts, decision 0033): the route matchers
 * are written into sw.js as they are, so testing them here tests the worker's choices.
 */
import { describe, expect, it } from 'vitest'
import {
  CACHE_LIMITS,
  isCatalogueImage,
  isCatalogueRequest,
  isPageRequest,
  PRECACHE_PATTERNS,
  type RouteMatch,
} from '../../../scripts/service-worker'

const ORIGIN = 'https://shop.example.com.bd'

function match(
  path: string,
  {
    mode = 'cors',
    method = 'GET',
    headers = {},
    sameOrigin = true,
  }: Partial<{
    mode: RequestMode
    method: string
    headers: Record<string, string>
    sameOrigin: boolean
  }> = {},
): RouteMatch {
  return { url: new URL(path, ORIGIN), request: { mode, method, headers: new Headers(headers) }, sameOrigin }
}

describe('page navigations', () => {
  it('keeps every page of the shop opened as a page', () => {
    for (const path of ['/', '/product-details/napa-500-mg-tablet', '/category/fever-pain?page=2', '/checkout']) {
      expect(isPageRequest(match(path, { mode: 'navigate' })), path).toBe(true)
    }
  })

  it("keeps the app's own fetch of its first page, marked X-Offline-Copy", () => {
    expect(isPageRequest(match('/offers', { headers: { 'X-Offline-Copy': '1' } }))).toBe(true)
    expect(isPageRequest(match('/offers'))).toBe(false)
  })

  it('never the API or uploaded files opened as a page, nor another origin', () => {
    expect(isPageRequest(match('/api/offers', { mode: 'navigate' }))).toBe(false)
    expect(isPageRequest(match('/uploads/prescription/x.pdf', { mode: 'navigate' }))).toBe(false)
    expect(isPageRequest(match('/', { mode: 'navigate', sameOrigin: false }))).toBe(false)
  })
})

describe('catalogue calls', () => {
  const catalogue = [
    '/api/feature-product',
    '/api/home-meta-tag',
    '/api/v2/top-banner',
    '/api/v2/home-offer-banner',
    '/api/v2/home-small-banner',
    '/api/category-perosnalcare',
    '/api/category-medicaldevice',
    '/api/categories/',
    '/api/v2/menus',
    '/api/v2/tags',
    '/api/all-pages',
    '/api/page-category-name/fever-pain',
    '/api/category-product/medicines',
    '/api/categorywiseproduct/fever-pain',
    '/api/v2/product-search/napa',
    '/api/v2/product-search/%E0%A6%A8%E0%A6%BE%E0%A6%AA%E0%A6%BE',
    '/api/product-details/napa-500-mg-tablet',
    '/api/product-sub-image/napa-500-mg-tablet',
    '/api/prodcut-image/napa-500-mg-tablet',
    '/api/product-cat-subcat/napa-500-mg-tablet',
    '/api/product-main-category/napa-500-mg-tablet',
    '/api/related-product/napa-500-mg-tablet',
    '/api/offers',
    '/api/manufacture/Square%20Pharmaceuticals',
    '/api/v2/landing-page/diabetes-care-week',
    '/api/page/about-us',
    '/api/job-post',
    '/api/job-details/pharmacist',
  ]

  it('caches the public catalogue GETs of a guest', () => {
    for (const path of catalogue) expect(isCatalogueRequest(match(path)), path).toBe(true)
    expect(isCatalogueRequest(match('/api/category-product/medicines?page=2&sort=price_asc'))).toBe(true)
  })

  it('never a call sent with a token (a signed-in customer)', () => {
    for (const path of catalogue) {
      expect(isCatalogueRequest(match(path, { headers: { Authorization: 'Bearer abc.def.ghi' } })), path).toBe(false)
    }
  })

  it('never what the customer owns, checkout data, cart sync or per-visitor calls', () => {
    for (const path of [
      '/api/auth/order-list/7',
      '/api/auth/order-details/101',
      '/api/auth/user-address/7',
      '/api/auth/customer/7',
      '/api/auth/wallet-blacne/7',
      '/api/wallet-credit/7',
      '/api/auth/customer-active-address/7',
      '/api/auth/order-total/7',
      '/api/order-item/100231',
      '/api/v2/store-cart-item',
      '/api/v2/remove-cart-item',
      '/api/get-recommended-product',
      '/api/popup-advertise',
      '/api/popup-status',
      '/api/city',
      '/api/get-offer',
      '/api/get-last-orderID',
      '/api/api-discounttype',
      '/api/multi-discount',
      '/api/product-details/napa/extra',
    ]) {
      expect(isCatalogueRequest(match(path)), path).toBe(false)
    }
  })

  it('never a POST, nor another origin', () => {
    expect(isCatalogueRequest(match('/api/offers', { method: 'POST' }))).toBe(false)
    expect(isCatalogueRequest(match('/api/offers', { sameOrigin: false }))).toBe(false)
  })
})

describe('images', () => {
  it('caches product and banner images of this origin', () => {
    expect(isCatalogueImage(match('/uploads/product/napa-500-mg-tablet.svg'))).toBe(true)
    expect(isCatalogueImage(match('/uploads/banner/top-banner-1.svg'))).toBe(true)
  })

  it("never the customer's files (prescriptions, profile photos), nor another origin", () => {
    expect(isCatalogueImage(match('/uploads/prescription/prescription-1.svg'))).toBe(false)
    expect(isCatalogueImage(match('/uploads/profile/rahima-akter.svg'))).toBe(false)
    expect(isCatalogueImage(match('/uploads/product/x.svg', { sameOrigin: false }))).toBe(false)
  })
})

describe('caps and precache', () => {
  it('every runtime cache has an entry cap and an age limit', () => {
    for (const limits of Object.values(CACHE_LIMITS)) {
      expect(limits.maxEntries).toBeGreaterThan(0)
      expect(limits.maxAgeSeconds).toBeGreaterThan(0)
    }
  })

  it('precaches the shell and the hashed files, not source maps or screenshots', () => {
    expect(PRECACHE_PATTERNS).toContain('index.html')
    expect(PRECACHE_PATTERNS).toContain('assets/**/*.{js,css}')
    expect(PRECACHE_PATTERNS.some((pattern) => pattern.includes('screenshots') || pattern.includes('.map'))).toBe(false)
  })
})
