/**
 * The catalogue routes on the mock shop: which listing call serves which route, page and sort
 * reaching the server, the search query's encoding, and the product view recorded once.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'react'
import { matchRoutes } from 'react-router-dom'
import { catalogueRoutes } from '@/app/routes/catalogue'
import { searchPath } from '@/lib/paths'
import { renderRoutes, until, type Rendered } from './render'

let rendered: Rendered | null = null
afterEach(() => {
  rendered?.unmount()
  rendered = null
})

const apiCalls = (r: Rendered, prefix: string) =>
  r.requests.filter((q) => q.url.pathname.startsWith(prefix)).map((q) => q.url.pathname + q.url.search)

describe('listing routes and their calls', { timeout: 30_000 }, () => {
  it('/product/{slug} reads GET /api/category-product/{slug}', async () => {
    rendered = renderRoutes(catalogueRoutes, '/product/medicines')
    const r = rendered
    await until(() =>
      expect(apiCalls(r, '/api/category-product/')).toContain('/api/category-product/medicines?page=1&sort=default'),
    )
    expect(apiCalls(r, '/api/categorywiseproduct/')).toEqual([])
    await until(() => expect(r.container.textContent).toContain('Showing 1–20 of 91 products'))
  })

  it.each(['/category/fever-pain', '/sub-category/fever-pain'])(
    '%s reads GET /api/categorywiseproduct/{slug}',
    async (url) => {
      rendered = renderRoutes(catalogueRoutes, url)
      const r = rendered
      await until(() =>
        expect(apiCalls(r, '/api/categorywiseproduct/')).toContain(
          '/api/categorywiseproduct/fever-pain?page=1&sort=default',
        ),
      )
      expect(apiCalls(r, '/api/category-product/')).toEqual([])
    },
  )

  it('sends page and sort from the URL, and refetches when they change', async () => {
    rendered = renderRoutes(catalogueRoutes, '/product/medicines?page=2&sort=price_desc')
    const r = rendered
    await until(() =>
      expect(apiCalls(r, '/api/category-product/')).toContain('/api/category-product/medicines?page=2&sort=price_desc'),
    )
    await act(() => r.router.navigate('/product/medicines?sort=latest'))
    await until(() =>
      expect(apiCalls(r, '/api/category-product/')).toContain('/api/category-product/medicines?page=1&sort=latest'),
    )
    // Back: the earlier answer is in the cache, shown at once.
    await act(() => r.router.navigate(-1))
    await until(() => expect(r.container.textContent).toContain('Showing 21–40 of 91 products'))
  })
})

describe('focus after a page change', () => {
  it('stays put on load (even under StrictMode) and moves to the title on another page', async () => {
    rendered = renderRoutes(catalogueRoutes, '/product/medicines')
    const r = rendered
    await until(() => expect(r.container.textContent).toContain('Showing 1–20 of 91 products'))
    const title = r.container.querySelector('h1')
    expect(document.activeElement).not.toBe(title)
    await act(() => r.router.navigate('/product/medicines?page=2'))
    await until(() => expect(r.container.textContent).toContain('Showing 21–40 of 91 products'))
    expect(document.activeElement).toBe(r.container.querySelector('h1'))
  })
})

describe('search queries: spaces, slashes, Bangla text and symbols', () => {
  const queries = ['napa extra', 'Amoxicillin/Clavulanic', 'নাপা', '5%', "L'Oréal", 'a?b#c&d=e', '50% off + more']

  it.each(queries)('%s: the route gives it back decoded', (query) => {
    const match = matchRoutes(catalogueRoutes, searchPath(query))
    expect(match?.at(-1)?.route.path).toBe('/search/:query')
    expect(match?.at(-1)?.params.query).toBe(query)
  })

  it.each(queries)('%s: the API gets it encoded as one path segment', async (query) => {
    rendered = renderRoutes(catalogueRoutes, searchPath(query))
    const r = rendered
    await until(() =>
      expect(apiCalls(r, '/api/v2/product-search/')).toContain(
        `/api/v2/product-search/${encodeURIComponent(query)}?page=1`,
      ),
    )
    await until(() => expect(r.container.querySelector('h1')?.textContent).toBe(`Search Results for “${query}”`))
  })

  it('finds products by Bangla text and through a slash', async () => {
    rendered = renderRoutes(catalogueRoutes, searchPath('নাপা'))
    const bangla = rendered
    await until(() => expect(bangla.container.textContent).toContain('Napa Suspension (নাপা সাসপেনশন) 120 mg/5 ml'))
    bangla.unmount()
    rendered = renderRoutes(catalogueRoutes, searchPath('Amoxicillin/Clavulanic'))
    const slash = rendered
    await until(() => expect(slash.container.textContent).toContain('Moxaclav 500 mg+125 mg Tablet'))
    expect(slash.container.textContent).toContain('Amclav 500 mg+125 mg Tablet')
  })

  it('trims the query and does not search a blank one', async () => {
    expect(searchPath('  napa  ')).toBe('/search/napa')
    rendered = renderRoutes(catalogueRoutes, '/search/%20%20')
    const r = rendered
    await until(() => expect(r.container.textContent).toContain('Search products'))
    expect(apiCalls(r, '/api/v2/product-search/')).toEqual([])
  })
})

describe('product view', () => {
  const posts = (r: Rendered) =>
    r.requests
      .filter((q) => q.method === 'POST' && q.url.pathname === '/api/store-recommended-product')
      .map((q) => q.body)

  it('posts store-recommended-product once per product, even under StrictMode', async () => {
    rendered = renderRoutes(catalogueRoutes, '/product-details/napa-500-mg-tablet')
    const r = rendered
    await until(() => expect(posts(r)).toEqual(['{"product_id":1001}']))
    // Re-renders (the other parts arriving) do not post again.
    await until(() => expect(r.container.textContent).toContain('Alternate Brands'))
    expect(posts(r)).toHaveLength(1)
    await act(() => r.router.navigate('/product-details/ace-500-mg-tablet'))
    await until(() => expect(posts(r)).toEqual(['{"product_id":1001}', '{"product_id":1002}']))
  })

  it('posts nothing for an unknown product', async () => {
    rendered = renderRoutes(catalogueRoutes, '/product-details/no-such-product')
    const r = rendered
    await until(() => expect(r.container.textContent).toContain('Product not found'))
    expect(posts(r)).toEqual([])
  })
})
