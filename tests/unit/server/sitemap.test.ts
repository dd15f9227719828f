// @vitest-environment node
/**
 * robots.txt and the sitemap (issue 14): which pages are listed (through the API's listings), the
 * split into child sitemaps of at most 50,000 URLs, valid XML, the hour-long cache, and the
 * routes the server answers them on.
 */
import type { AddressInfo } from 'node:net'
import express from 'express'
import { JSDOM } from 'jsdom'
import { http, passthrough } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import type { ProductPage } from '@/api/catalogue'
import { configureClient, type ClientConfig } from '@/api/client'
import type { Category } from '@/api/entities'
import { FailureLog } from '@/server/page'
import { robotsTxt } from '@/server/robots'
import { seoRoutes } from '@/server/seoRoutes'
import { configureServerApi } from '@/server/setup'
import {
  childSitemapCount,
  childSitemapUrls,
  collectSitemapPaths,
  inEveryIndexedLanguage,
  MAX_SITEMAP_URLS,
  SitemapCache,
  sitemapIndexXml,
  urlsetXml,
  xmlEscape,
  type SitemapApi,
} from '@/server/sitemap'
import { product } from '../cart/products'

/** Parses XML strictly: a document with a parser error is not valid. */
function parseXml(xml: string): Document {
  const { window } = new JSDOM('')
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`invalid XML: ${error.textContent ?? ''}`)
  return doc
}

const locs = (doc: Document) => [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)

function category(id: number, slug: string, children: string[] = []): Category {
  return {
    id,
    name: slug,
    slug,
    parent_id: null,
    child_categories: children.map((child, i) => ({ id: id * 100 + i, name: child, slug: child })),
  }
}

function page(slugs: string[], current: number, last: number): ProductPage {
  return {
    current_page: current,
    last_page: last,
    prev_page_url: null,
    next_page_url: null,
    total: null,
    per_page: 20,
    data: slugs.map((slug, i) => product({ id: current * 1000 + i, price: 1, slug })),
  }
}

/** A small shop: two main categories, the first with three pages of products. */
function fakeApi(overrides: Partial<SitemapApi> = {}): SitemapApi & { calls: string[]; maxInFlight: number } {
  const calls: string[] = []
  let inFlight = 0
  const api = {
    calls,
    maxInFlight: 0,
    categories: () =>
      Promise.resolve([category(1, 'medicines', ['fever-pain', 'antibiotics']), category(2, 'baby-care')]),
    categoryProducts: async (slug: string, n: number) => {
      calls.push(`${slug} ${n}`)
      inFlight += 1
      api.maxInFlight = Math.max(api.maxInFlight, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight -= 1
      if (slug === 'medicines') return page([`med-${n}-a`, `med-${n}-b`], n, 3)
      return page(['diaper', 'med-1-a'], n, 1)
    },
    offers: () =>
      Promise.resolve([product({ id: 9, price: 1, slug: 'diaper' }), product({ id: 8, price: 1, slug: 'sale' })]),
    pages: () =>
      Promise.resolve([
        { slug: 'about-us', title: 'About' },
        { slug: '', title: 'Empty' },
      ]),
    jobs: () =>
      Promise.resolve([
        { id: 1, slug: 'delivery-rider', job_title: 'Rider', job_image: '', job_description: '', last_date: '' },
      ]),
    ...overrides,
  }
  return api
}

describe('collectSitemapPaths', () => {
  it('lists home, offers, categories, content pages, jobs and every product of every listing page, once each', async () => {
    const api = fakeApi()
    const paths = await collectSitemapPaths({ api, concurrency: 2 })
    expect(paths).toEqual([
      '/',
      '/offers',
      '/product/medicines',
      '/category/fever-pain',
      '/category/antibiotics',
      '/product/baby-care',
      '/page/about-us',
      '/join-our-team',
      '/job-details/delivery-rider',
      '/product-details/med-1-a',
      '/product-details/med-1-b',
      '/product-details/diaper',
      '/product-details/med-2-a',
      '/product-details/med-2-b',
      '/product-details/med-3-a',
      '/product-details/med-3-b',
      '/product-details/sale',
    ])
    expect([...api.calls].sort()).toEqual(['baby-care 1', 'medicines 1', 'medicines 2', 'medicines 3'])
    expect(api.maxInFlight).toBeLessThanOrEqual(2)
  })

  it('tries a failed call again once, and fails when it fails twice', async () => {
    let failures = 1
    const flaky = fakeApi({
      offers: () => (failures-- > 0 ? Promise.reject(new Error('timeout')) : Promise.resolve([])),
    })
    await expect(collectSitemapPaths({ api: flaky })).resolves.toContain('/product-details/med-3-b')
    const down = fakeApi({ categories: () => Promise.reject(new Error('502')) })
    await expect(collectSitemapPaths({ api: down })).rejects.toThrow('502')
  })

  describe('against the mock shop, through the app’s API client', () => {
    let previous: ClientConfig
    beforeAll(() => {
      previous = configureClient({})
      configureServerApi('http://localhost:3000', undefined, 0)
    })
    afterAll(() => {
      configureClient(previous)
    })

    it('finds the products, categories and pages, and none of the visitor’s own pages', async () => {
      const paths = await collectSitemapPaths()
      expect(paths).toEqual(
        expect.arrayContaining([
          '/',
          '/offers',
          '/product/medicines',
          '/category/fever-pain',
          '/page/about-us',
          '/product-details/napa-500-mg-tablet',
          '/product-details/savlon-antiseptic-liquid-112-ml',
        ]),
      )
      expect(paths.filter((path) => path.startsWith('/product-details/')).length).toBeGreaterThan(100)
      expect(new Set(paths).size).toBe(paths.length)
      expect(paths.some((path) => /^\/(cart|checkout|orders|user-|my-|wish-list)/.test(path))).toBe(false)
    })
  })
})

describe('inEveryIndexedLanguage', () => {
  it('lists each page in English, then under /bn (both languages are indexed)', () => {
    expect(inEveryIndexedLanguage(['/', '/offers', '/product-details/napa'])).toEqual([
      '/',
      '/bn',
      '/offers',
      '/bn/offers',
      '/product-details/napa',
      '/bn/product-details/napa',
    ])
    expect(inEveryIndexedLanguage(['/', '/offers'], ['en'])).toEqual(['/', '/offers'])
  })
})

describe('the XML', () => {
  it('escapes & < > \' "', () => {
    expect(xmlEscape(`a&b<c>d'e"f`)).toBe('a&amp;b&lt;c&gt;d&apos;e&quot;f')
  })

  it('a sitemap and an index are valid XML in the sitemaps.org namespace, URLs as given', () => {
    const urls = [
      'https://shop.example/',
      'https://shop.example/search/a&b\'<c>"',
      'https://shop.example/x?page=2&sort=1',
    ]
    const set = parseXml(urlsetXml(urls))
    expect(set.documentElement.localName).toBe('urlset')
    expect(set.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(locs(set)).toEqual(urls)
    const index = parseXml(sitemapIndexXml(['https://shop.example/sitemap-1.xml']))
    expect(index.documentElement.localName).toBe('sitemapindex')
    expect(locs(index)).toEqual(['https://shop.example/sitemap-1.xml'])
  })

  it('child sitemaps hold at most 50,000 URLs each', () => {
    expect(MAX_SITEMAP_URLS).toBe(50_000)
    expect(childSitemapCount(0)).toBe(1)
    expect(childSitemapCount(50_000)).toBe(1)
    expect(childSitemapCount(50_001)).toBe(2)
    const items = ['a', 'b', 'c', 'd', 'e']
    expect([1, 2, 3].map((n) => childSitemapUrls(items, n, 2))).toEqual([['a', 'b'], ['c', 'd'], ['e']])
    expect(childSitemapUrls(items, 4, 2)).toBeNull()
    expect(childSitemapUrls(items, 0, 2)).toBeNull()
    expect(childSitemapUrls(items, Number.NaN, 2)).toBeNull()
  })
})

describe('SitemapCache', () => {
  it('builds once per hour, shares a build in flight, and serves the old list while building anew', async () => {
    let now = 0
    let builds = 0
    const cache = new SitemapCache(
      () => {
        builds += 1
        return Promise.resolve([`/build-${builds}`])
      },
      3_600_000,
      60_000,
      () => now,
    )
    const [a, b] = await Promise.all([cache.paths(), cache.paths()])
    expect([a, b, builds]).toEqual([['/build-1'], ['/build-1'], 1])
    now = 3_599_999
    expect(await cache.paths()).toEqual(['/build-1'])
    now = 3_600_000
    // Stale: this request gets the old list; the new one is being built.
    expect(await cache.paths()).toEqual(['/build-1'])
    await Promise.resolve()
    expect(await cache.paths()).toEqual(['/build-2'])
    expect(builds).toBe(2)
  })

  it('after a failed first build, fails at once for a minute, then tries again', async () => {
    let now = 0
    let fail = true
    let builds = 0
    const cache = new SitemapCache(
      () => {
        builds += 1
        return fail ? Promise.reject(new Error('API down')) : Promise.resolve(['/'])
      },
      3_600_000,
      60_000,
      () => now,
    )
    await expect(cache.paths()).rejects.toThrow('API down')
    now = 59_999
    await expect(cache.paths()).rejects.toThrow('API down')
    expect(builds).toBe(1)
    fail = false
    now = 60_000
    expect(await cache.paths()).toEqual(['/'])
    expect(builds).toBe(2)
  })

  it('keeps the last list when a later build fails', async () => {
    let now = 0
    let fail = false
    const cache = new SitemapCache(
      () => (fail ? Promise.reject(new Error('API down')) : Promise.resolve(['/kept'])),
      1000,
      100,
      () => now,
    )
    expect(await cache.paths()).toEqual(['/kept'])
    fail = true
    now = 5000
    expect(await cache.paths()).toEqual(['/kept'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.paths()).toEqual(['/kept'])
  })
})

describe('robots.txt', () => {
  it('disallows the visitor’s own pages and names the sitemap', () => {
    const text = robotsTxt('https://shop.example/')
    const lines = text.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/cart', '/checkout', '/orders', '/order-details/', '/user-login', '/my-address', '/wish-list'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines.filter((line) => line.startsWith('Disallow: /product'))).toEqual([])
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml')
    // Only directives robots.txt parsers know, or blank lines.
    for (const line of lines) expect(line).toMatch(/^(|User-agent: \*|Disallow: \/\S*|Sitemap: https:\/\/\S+)$/)
  })
})

describe('the routes', () => {
  let base = ''
  let close: () => void = () => undefined
  const logged: string[] = []
  const paths = ['/', '/offers', '/product/medicines', '/product-details/a&b', '/product-details/c']
  // PUBLIC_ORIGIN: never the origin the request came to (issue 21).
  const ORIGIN = 'https://shop.example'

  beforeAll(async () => {
    const app = express()
    const sitemap = new SitemapCache(() => Promise.resolve(paths))
    app.use(
      seoRoutes({ publicOrigin: ORIGIN, sitemap, log: new FailureLog((line) => logged.push(line)), perSitemap: 2 }),
    )
    const listener = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => listener.once('listening', resolve))
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
    close = () => listener.close()
    server.use(http.all(`${base}/*`, () => passthrough()))
  })
  afterAll(() => close())

  it('answer robots.txt as text, with the public origin, cached for an hour', async () => {
    const response = await fetch(`${base}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await response.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })

  it('answer the index and each child sitemap, and 404 past the last', async () => {
    const index = await fetch(`${base}/sitemap.xml`)
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(locs(parseXml(await index.text()))).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`))
    const all: Array<string | null> = []
    for (const n of [1, 2, 3]) all.push(...locs(parseXml(await (await fetch(`${base}/sitemap-${n}.xml`)).text())))
    expect(all).toEqual(paths.map((path) => ORIGIN + path))
    expect((await fetch(`${base}/sitemap-4.xml`)).status).toBe(404)
    expect((await fetch(`${base}/sitemap-0.xml`)).status).toBe(404)
  })
})

describe('the routes when the API cannot be read', () => {
  it('answer 503 with Retry-After, and log it', async () => {
    const app = express()
    const logged: string[] = []
    const sitemap = new SitemapCache(() => Promise.reject(new Error('API down')))
    app.use(
      seoRoutes({ publicOrigin: 'https://shop.example', sitemap, log: new FailureLog((line) => logged.push(line)) }),
    )
    const listener = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => listener.once('listening', resolve))
    const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
    server.use(http.all(`${base}/*`, () => passthrough()))
    try {
      const response = await fetch(`${base}/sitemap.xml`)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('60')
      expect(logged).toEqual(['[seo] the sitemap could not be built: API down'])
      // robots.txt does not need the API, and names the public origin.
      expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Sitemap: https://shop.example/sitemap.xml')
    } finally {
      listener.close()
    }
  })
})
