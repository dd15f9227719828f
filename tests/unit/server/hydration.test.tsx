/**
 * Server HTML hydrated by the browser's app, in one test: the server renders a route (the mock
 * shop answers), the HTML goes into a container and its head tags into the document's head, SWR's
 * cache is primed with the payload, and the app hydrates it as src/main.tsx does. React's
 * development build reports every mismatch (text, attribute, missing element) through
 * console.error or onRecoverableError; neither may happen, none of the calls answered on the
 * server may be made again, and React adopts the server's head tags instead of adding its own.
 */
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { headTags, hydrate, ORIGIN, returningVisitor, setUpServerHydration } from '../../support/serverHydration'
import { getProductDetails } from '@/api/catalogue'
import { cartStore } from '@/cart/cartStore'
import { recentlyViewedStore } from '@/recentlyViewed/recentlyViewedStore'

setUpServerHydration()

// Real renders and hydrations of whole pages: the first in a run also loads the route modules,
// seconds on a busy 2-core machine (a bound, not a timing; as in render.test.tsx).
describe('hydration of server-rendered pages', { timeout: 120_000 }, () => {
  it.each([
    ['/'],
    ['/product-details/napa-500-mg-tablet'],
    ['/product-details/savlon-antiseptic-liquid-112-ml'],
    ['/job-details/delivery-rider'],
    ['/product/medicines'],
    ['/category/fever-pain'],
    ['/search/napa'],
    ['/offers'],
    ['/page/about-us'],
    ['/join-our-team'],
    ['/product-details/no-such-product'],
    ['/no-such-page'],
    ['/cart'],
    ['/checkout'],
  ])('%s hydrates without a mismatch and without asking again', async (path) => {
    const { result, errors, recoverable, requests, serverHead } = await hydrate(path)
    expect(recoverable).toEqual([])
    expect(errors).toEqual([])
    // The server's head is the page's: React adopted every tag and added none.
    expect(serverHead.filter((tag) => tag === 'title')).toHaveLength(1)
    expect(serverHead.filter((tag) => tag === 'meta description')).toHaveLength(1)
    expect(headTags()).toEqual(serverHead)
    const answered = result.payload.swr.length
    expect(answered).toBeGreaterThan(0)
    // Only calls that are not data for the first render may go out (the product view record).
    expect(requests.filter((request) => request.startsWith('GET'))).toEqual([])
  })

  it('hydrates the phone layout the server rendered', async () => {
    const { errors, recoverable } = await hydrate('/', true)
    expect(recoverable).toEqual([])
    expect(errors).toEqual([])
  })

  it("shows the visitor's cart count and session only after hydration, without a mismatch", async () => {
    const visit = async () => {
      const product = await getProductDetails('napa-500-mg-tablet')
      localStorage.setItem('cart', JSON.stringify([{ ...product, qty: 2 }]))
      cartStore.reload()
    }
    try {
      const { container, errors, recoverable } = await hydrate('/offers', false, visit)
      expect(recoverable).toEqual([])
      expect(errors).toEqual([])
      expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('2')
    } finally {
      localStorage.clear()
      cartStore.reload()
    }
  })

  it("checkout: the visitor's cart and details fill in after hydration, without a mismatch", async () => {
    const { customer, visit, forget } = returningVisitor()
    try {
      const { result, container, errors, recoverable } = await hydrate('/checkout', false, visit)
      // The server drew the form and kept the summary's lines, knowing no cart and no customer.
      expect(result.perVisitor).toBe(true)
      expect(result.clientRendered).toBe(false)
      const served = document.createElement('div')
      served.innerHTML = result.html
      expect(served.querySelector('form[aria-label="Checkout"] input[name="firstname"]')).not.toBeNull()
      expect(served.querySelectorAll('[data-testid="summary-line-reserved"]')).toHaveLength(2)
      expect(served.textContent).not.toContain('Napa')
      expect(served.textContent).not.toContain('Arif')
      expect(recoverable).toEqual([])
      expect(errors).toEqual([])
      await act(async () => {
        await vi.waitFor(() => expect(container.textContent).toContain('Seclo 20 mg Capsule'))
      })
      expect(container.querySelector('[data-testid="summary-line-reserved"]')).toBeNull()
      expect(container.querySelector('[data-amount="subtotal"]')?.textContent).toBe('৳236.00')
      expect(container.textContent).not.toContain('Returning customer?')
      const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value
      await act(async () => {
        await vi.waitFor(() => expect(field('firstname')).toBe(customer.user.name))
      })
      expect(field('phone')).toBe(customer.user.phone)
      expect(field('email')).toBe(customer.user.email)
    } finally {
      forget()
    }
  })

  it("keeps the recently viewed row's place on the server and fills it after hydration, without a mismatch", async () => {
    const visit = async () => {
      const product = await getProductDetails('seclo-20-mg-capsule')
      recentlyViewedStore.record(product)
    }
    try {
      const { result, container, errors, recoverable } = await hydrate('/', false, visit)
      // The server does not know this browser's views: the place only, skeleton cards, hidden.
      const served = document.createElement('div')
      served.innerHTML = result.html
      const reserved = served.querySelector('[data-testid="recently-viewed-reserved"]')
      expect(reserved?.getAttribute('aria-hidden')).toBe('true')
      expect(reserved?.querySelectorAll('[data-testid="product-card-skeleton"]').length).toBeGreaterThan(0)
      expect(reserved?.textContent).not.toContain('Seclo')
      expect(recoverable).toEqual([])
      expect(errors).toEqual([])
      await act(async () => {
        await vi.waitFor(() => expect(container.querySelector('[data-testid="recently-viewed-reserved"]')).toBeNull())
      })
      const heading = [...container.querySelectorAll('h2')].find((h2) => h2.textContent === 'Recently viewed')
      expect(heading?.closest('section')?.textContent).toContain('Seclo 20 mg Capsule')
    } finally {
      localStorage.clear()
      recentlyViewedStore.reload()
    }
  })

  it('keeps one head while the shopper navigates: each page’s tags replace the last page’s', async () => {
    const { router } = await hydrate('/product-details/napa-500-mg-tablet')
    const head = () => ({
      titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
      descriptions: document.head.querySelectorAll('meta[name="description"]').length,
      canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      robots: [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content')),
      price: document.head.querySelectorAll('meta[property="product:price:amount"]').length,
      types: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
      ),
    })
    expect(head()).toEqual({
      titles: ['Napa 500 mg Tablet | Online Pharmacy'],
      descriptions: 1,
      canonicals: [`${ORIGIN}/product-details/napa-500-mg-tablet`],
      robots: [],
      price: 1,
      types: ['Product', 'BreadcrumbList'],
    })

    await act(() => router?.navigate('/product/medicines?sort=price_asc'))
    await vi.waitFor(() => expect(document.title).toBe('Medicines | Online Pharmacy'), { timeout: 5000 })
    expect(head()).toEqual({
      titles: ['Medicines | Online Pharmacy'],
      descriptions: 1,
      canonicals: [`${ORIGIN}/product/medicines`],
      robots: [],
      price: 0,
      types: ['BreadcrumbList'],
    })

    await act(() => router?.navigate('/no/such/page'))
    await vi.waitFor(() => expect(document.title).toBe('Page not found | Online Pharmacy'), { timeout: 5000 })
    expect(head()).toEqual({
      titles: ['Page not found | Online Pharmacy'],
      descriptions: 1,
      canonicals: [],
      robots: ['noindex'],
      price: 0,
      types: [],
    })
  })
})
