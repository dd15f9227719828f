/**
 * The head's rules (src/seo/head.ts): which pages are kept out of search engines (and robots.txt),
 * canonical URLs (listings: without sort, with page) and the props a page's head gets.
 */
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { accountRoutes } from '@/app/routes/account'
import { cartRoutes } from '@/app/routes/cart'
import { catalogueRoutes } from '@/app/routes/catalogue'
import { checkoutRoutes } from '@/app/routes/checkout'
import { contentRoutes } from '@/app/routes/content'
import {
  absoluteUrl,
  canonicalPath,
  defaultDescription,
  disallowedPaths,
  isPrivatePath,
  pageHead,
  SITE_NAME,
} from '@/seo/head'

/** Example paths of a route table part: parameters filled in. */
function examplePaths(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => {
    const own = route.path ? [`/${route.path.replace(/^\//, '').replace(/:[a-zA-Z]+/g, 'x1')}`] : []
    return [...own, ...examplePaths(route.children ?? [])]
  })
}

describe('the visitor’s own pages', () => {
  it('every account, cart and checkout route is private, and no catalogue or content route is', () => {
    const own = examplePaths([...accountRoutes, ...cartRoutes, ...checkoutRoutes])
    expect(own.length).toBeGreaterThan(15)
    for (const path of own) expect(isPrivatePath(path), path).toBe(true)
    for (const path of ['/', ...examplePaths([...catalogueRoutes, ...contentRoutes])]) {
      expect(isPrivatePath(path), path).toBe(false)
    }
  })

  it('matches whole paths only', () => {
    expect(isPrivatePath('/cart')).toBe(true)
    expect(isPrivatePath('/cart/')).toBe(true)
    expect(isPrivatePath('/cartoon')).toBe(false)
    expect(isPrivatePath('/order-details/12')).toBe(true)
    expect(isPrivatePath('/product/orders')).toBe(false)
  })

  it('robots.txt disallows each of them once, up to the first parameter, in both languages', () => {
    const english = [
      '/add-address',
      '/cancel-oreder-request/',
      '/cart',
      '/checkout',
      '/my-address',
      '/my-information',
      '/my-medicines',
      '/my-prescription',
      '/order-confirmation/',
      '/order-details/',
      '/orders',
      '/reset-password',
      '/update-address/',
      '/user-login',
      '/user-profile',
      '/user-registration',
      '/userlogin',
      '/wish-list',
    ]
    expect(disallowedPaths()).toEqual([...english, ...english.map((path) => `/bn${path}`)].sort())
    // Every private path starts with a disallowed one, in English and under /bn.
    const own = examplePaths([...accountRoutes, ...cartRoutes, ...checkoutRoutes])
    for (const path of [...own, ...own.map((path) => `/bn${path}`)])
      expect(
        disallowedPaths().some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true)
  })
})

describe('canonicalPath', () => {
  it('keeps the page and drops the sort and anything else', () => {
    expect(canonicalPath('/product/medicines', '?sort=price_asc&page=3&utm_source=x')).toBe('/product/medicines?page=3')
    expect(canonicalPath('/product/medicines', '?sort=latest')).toBe('/product/medicines')
  })

  it('page 1, and page values that are not a page, are the page itself', () => {
    for (const search of ['?page=1', '?page=0', '?page=-2', '?page=abc', '?page=2.5', '?page=', ''])
      expect(canonicalPath('/offers', search), search).toBe('/offers')
  })

  it('drops a trailing slash but not the root', () => {
    expect(canonicalPath('/offers/')).toBe('/offers')
    expect(canonicalPath('/')).toBe('/')
    expect(canonicalPath('')).toBe('/')
  })
})

describe('absoluteUrl', () => {
  it('puts a path on the origin and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://shop.example', '/offers')).toBe('https://shop.example/offers')
    expect(absoluteUrl('https://shop.example/', '/offers')).toBe('https://shop.example/offers')
    expect(absoluteUrl('https://shop.example', 'offers')).toBe('https://shop.example/offers')
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
    expect(absoluteUrl('https://shop.example', '//cdn.example/a.png')).toBe('https://cdn.example/a.png')
  })
})

describe('pageHead', () => {
  const at = (pathname: string, search = '') => ({ origin: 'https://shop.example', pathname, search })

  it('a public page: its title, the default description, its canonical URL, no robots', () => {
    expect(pageHead({ title: 'Offers | Online Pharmacy' }, at('/offers', '?page=2'))).toEqual({
      title: 'Offers | Online Pharmacy',
      description: defaultDescription(),
      keywords: null,
      canonicalUrl: 'https://shop.example/offers?page=2',
      alternates: [
        { hrefLang: 'en', href: 'https://shop.example/offers?page=2' },
        { hrefLang: 'bn', href: 'https://shop.example/bn/offers?page=2' },
        { hrefLang: 'x-default', href: 'https://shop.example/offers?page=2' },
      ],
      noindex: false,
      siteName: SITE_NAME,
      type: 'website',
      socialTitle: undefined,
      image: null,
      product: null,
    })
    expect(defaultDescription()).toBe('Medicines and healthcare products delivered to your doorstep.')
  })

  it('a product: the given path, the image and price made absolute and in BDT, availability', () => {
    const head = pageHead(
      {
        title: 'Renova | Online Pharmacy',
        description: '  Paracetamol  ',
        keywords: ' ',
        path: '/product-details/renova',
        type: 'product',
        socialTitle: 'Renova',
        image: { src: '/uploads/product/renova.svg', alt: 'Renova' },
        product: { price: 9.5, inStock: false },
      },
      at('/product-details/renova', '?ref=share'),
    )
    expect(head.description).toBe('Paracetamol')
    expect(head.keywords).toBeNull()
    expect(head.canonicalUrl).toBe('https://shop.example/product-details/renova')
    expect(head.image).toEqual({ url: 'https://shop.example/uploads/product/renova.svg', alt: 'Renova' })
    expect(head.product).toEqual({ amount: '9.50', currency: 'BDT', availability: 'out of stock' })
  })

  it('noindex pages (asked for, or the visitor’s own) have no canonical URL', () => {
    expect(pageHead({ title: 'x', noindex: true }, at('/search/zzz'))).toMatchObject({
      noindex: true,
      canonicalUrl: null,
    })
    expect(pageHead({ title: 'Cart' }, at('/cart'))).toMatchObject({ noindex: true, canonicalUrl: null })
    expect(pageHead({ title: 'Checkout' }, at('/checkout'))).toMatchObject({ noindex: true, canonicalUrl: null })
    expect(pageHead({ title: 'x', path: null }, at('/offers'))).toMatchObject({ noindex: false, canonicalUrl: null })
  })

  it('a page in a language that is not indexed is kept out of search engines', () => {
    expect(pageHead({ title: 'Offers' }, { ...at('/offers'), locale: 'bn', indexed: ['en'] })).toMatchObject({
      noindex: true,
      canonicalUrl: null,
      alternates: [],
    })
  })

  it('both languages are indexed: a Bangla page has its own canonical URL and the alternates', () => {
    expect(pageHead({ title: 'Offers' }, { ...at('/offers'), locale: 'bn' })).toMatchObject({
      noindex: false,
      canonicalUrl: 'https://shop.example/bn/offers',
      alternates: [
        { hrefLang: 'en', href: 'https://shop.example/offers' },
        { hrefLang: 'bn', href: 'https://shop.example/bn/offers' },
        { hrefLang: 'x-default', href: 'https://shop.example/offers' },
      ],
    })
  })

  it('with both languages indexed: the canonical URL in the page’s language and hreflang alternates', () => {
    const both = ['en', 'bn'] as const
    const bangla = pageHead(
      { title: 'Offers' },
      { ...at('/product/medicines', '?page=2&sort=low'), locale: 'bn', indexed: both },
    )
    expect(bangla.noindex).toBe(false)
    expect(bangla.canonicalUrl).toBe('https://shop.example/bn/product/medicines?page=2')
    expect(bangla.alternates).toEqual([
      { hrefLang: 'en', href: 'https://shop.example/product/medicines?page=2' },
      { hrefLang: 'bn', href: 'https://shop.example/bn/product/medicines?page=2' },
      { hrefLang: 'x-default', href: 'https://shop.example/product/medicines?page=2' },
    ])
    const home = pageHead({ title: 'Home' }, { ...at('/'), locale: 'en', indexed: both })
    expect(home.canonicalUrl).toBe('https://shop.example/')
    expect((home.alternates ?? []).map((alternate) => alternate.href)).toEqual([
      'https://shop.example/',
      'https://shop.example/bn',
      'https://shop.example/',
    ])
    // The visitor's own pages: no alternates either.
    expect(pageHead({ title: 'Cart' }, { ...at('/cart'), locale: 'bn', indexed: both }).alternates).toEqual([])
  })
})
