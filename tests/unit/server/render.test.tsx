// @vitest-environment node
/**
 * The server renderer against the mock shop (tests/setup/unit.ts answers the API): what the HTML
 * holds, what travels to the browser, the status, and what happens when the API fails or hangs.
 */
import { http, HttpResponse, delay } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { configureClient, type ClientConfig } from '@/api/client'
import { installServerDom } from '@/server/dom'
import { renderPage, type RenderOptions } from '@/server/render'
import { splitHoisted } from '@/server/html'
import { configureServerApi } from '@/server/setup'

const ORIGIN = 'http://localhost:3000'
let previous: ClientConfig

beforeAll(() => {
  installServerDom()
  previous = configureClient({})
  // No answer reuse between tests: each one changes what the shop answers.
  configureServerApi(ORIGIN, undefined, 0)
})
afterAll(() => {
  configureClient(previous)
})

function options(overrides: Partial<RenderOptions> = {}): RenderOptions {
  const now = Date.now()
  return {
    mobile: false,
    origin: 'https://shop.example',
    nonce: 'n0nce',
    // Generous bounds, not timings: a cold test worker also loads the route modules inside these,
    // and on a loaded machine a slow answer must not become a missing one (the deadlines' own
    // behaviour has its test below, with a short one).
    dataDeadline: now + 60_000,
    renderDeadline: now + 90_000,
    ...overrides,
  }
}

async function render(path: string, overrides?: Partial<RenderOptions>) {
  const result = await renderPage(new Request(ORIGIN + path), options(overrides))
  if (result.kind !== 'page') throw new Error(`${path}: ${result.kind}`)
  return result
}

const keys = (result: Awaited<ReturnType<typeof render>>) => result.payload.swr.map(([key]) => key)

// Real renders of whole pages: seconds each on a busy 2-core machine (a bound, not a timing).
describe('renderPage', { timeout: 120_000 }, () => {
  it('renders the product page with its data: name, price, generic, image, and the data for hydration', async () => {
    const result = await render('/product-details/napa-500-mg-tablet')
    expect(result.status).toBe(200)
    expect(result.html).toContain('<h1')
    expect(result.html).toContain('Napa 500 mg Tablet')
    expect(result.html).toContain('৳12.00')
    expect(result.html).toContain('Paracetamol')
    expect(result.html).toContain('src="/uploads/product/napa-500-mg-tablet.svg"')
    expect(result.html).toContain('<title>Napa 500 mg Tablet | Online Pharmacy</title>')
    expect(keys(result)).toEqual(
      expect.arrayContaining(['@"product-details","napa-500-mg-tablet",', '@"related-product","napa-500-mg-tablet",']),
    )
    expect(result.pages).toEqual(['src/pages/catalogue/ProductDetailsPage.tsx'])
    expect(result.clientRendered).toBe(false)
    expect(result.failures).toEqual([])
    // The share links use the public origin.
    expect(result.html).toContain(encodeURIComponent('https://shop.example/product-details/napa-500-mg-tablet'))
  })

  it('renders a Bangla page under /bn: the same page and data, money in Bangla digits, links kept in Bangla', async () => {
    const result = await render('/bn/product-details/napa-500-mg-tablet')
    expect(result.status).toBe(200)
    expect(result.locale).toBe('bn')
    expect(result.html).toContain('Napa 500 mg Tablet')
    expect(result.html).toContain('৳১২.০০')
    expect(result.html).not.toContain('৳12.00')
    // The router's base path: the breadcrumb's links and the switch back to English.
    expect(result.html).toMatch(/href="\/bn\/product\/[^"]+"/)
    expect(result.html).toContain('href="/product-details/napa-500-mg-tablet" hrefLang="en" lang="en"')
    // In Bangla: the texts, the title, the canonical URL under /bn and both languages' alternates.
    expect(result.html).toContain('<title>Napa 500 mg Tablet | অনলাইন ফার্মেসি</title>')
    expect(result.html).toContain('কার্টে যোগ করুন')
    expect(result.html).not.toContain('>Add to Cart<')
    expect(result.html).not.toContain('name="robots"')
    expect(result.html).toContain(
      '<link rel="canonical" href="https://shop.example/bn/product-details/napa-500-mg-tablet"/>',
    )
    expect(result.html).toContain(
      '<link rel="alternate" hrefLang="en" href="https://shop.example/product-details/napa-500-mg-tablet"/>',
    )
    // The Bangla catalogue is among the modules to announce, before the page's.
    expect(result.pages[0]).toBe('src/i18n/locales/bn.po')
    // The same data as the English page.
    expect(keys(result)).toEqual(expect.arrayContaining(['@"product-details","napa-500-mg-tablet",']))
    expect((await render('/bn')).locale).toBe('bn')
    expect((await render('/bn/no-such-page')).status).toBe(404)
    // English is unchanged: its switch leads to Bangla.
    const english = await render('/product-details/napa-500-mg-tablet')
    expect(english.locale).toBe('en')
    expect(english.html).toContain('href="/bn/product-details/napa-500-mg-tablet" hrefLang="bn" lang="bn"')
    expect(english.pages).not.toContain('src/i18n/locales/bn.po')
  })

  it('renders the home page with its banners and product rows', async () => {
    const result = await render('/')
    expect(result.html).toContain('/uploads/banner/top-banner-1.svg')
    expect(result.html).toContain('Featured Product')
    expect(keys(result)).toEqual(expect.arrayContaining(['@"v2/top-banner",', '@"feature-product",']))
    // The phone layout asks for fewer rows.
    const phone = await render('/', { mobile: true })
    expect(keys(phone)).not.toContain('@"home-category-row","hairCare",')
    expect(phone.payload.mobile).toBe(true)
  })

  it('renders a listing and search results with their products', async () => {
    const listing = await render('/product/medicines')
    expect(listing.html).toMatch(/Showing 1.20 of \d+ products/)
    const search = await render('/search/napa')
    expect(search.html).toContain('Napa 500 mg Tablet')
  })

  it('answers 404 for an unknown path and an unknown product, with the 404 page', async () => {
    const unknown = await render('/no-such-page')
    expect(unknown.status).toBe(404)
    expect(unknown.html).toContain('Page not found')
    const product = await render('/product-details/no-such-product')
    expect(product.status).toBe(404)
    expect(product.html).toContain('Product not found')
    // The 404 answer travels, so hydration shows the same page without asking again.
    const entry = product.payload.swr.find(([key]) => key === '@"product-details","no-such-product",')
    expect(entry?.[1]).toMatchObject({ error: { kind: 'http', status: 404 } })
  })

  it('renders only the shell for pages drawn in the browser', async () => {
    const cart = await render('/cart')
    expect(cart.clientRendered).toBe(true)
    expect(cart.html).toContain('Loading the page…')
    expect(cart.html).not.toContain('Your cart is empty')
  })

  it('renders checkout for no visitor in particular: the page, the empty form and its public data, never kept', async () => {
    const checkout = await render('/checkout')
    expect(checkout.status).toBe(200)
    expect(checkout.clientRendered).toBe(false)
    expect(checkout.perVisitor).toBe(true)
    expect(checkout.pages).toEqual(['src/pages/checkout/CheckoutPage.tsx'])
    expect(checkout.html).toContain('Billing details')
    expect(checkout.html).toContain('Address line 1')
    expect(checkout.html).toContain('<option value="Dhaka"')
    expect(checkout.html).not.toContain('Loading the page…')
    expect(checkout.html).not.toContain('Your cart is empty')
    expect(checkout.html).not.toContain('The minimum order is')
    // The public data checkout needs comes with the page: no call after its chunk.
    expect(keys(checkout)).toEqual(
      expect.arrayContaining(['@"city",', '@"api-discounttype",', '@"multi-discount",', '@"get-offer",']),
    )
    expect(checkout.failures).toEqual([])
    // Public pages stay public; the cart is still drawn in the browser.
    expect((await render('/offers')).perVisitor).toBe(false)
    expect((await render('/cart')).perVisitor).toBe(true)
  })

  it('keeps per-visitor parts neutral: no counts, no guest account link', async () => {
    const result = await render('/offers')
    expect(result.html).not.toContain('data-testid="cart-count"')
    expect(result.html).toContain('data-testid="account-pending"')
  })

  it('renders the loading state for calls that fail, and does not send their errors', async () => {
    server.use(http.get('*/api/product-details/:slug', () => HttpResponse.json({ message: 'down' }, { status: 500 })))
    const result = await render('/product-details/napa-500-mg-tablet')
    expect(result.status).toBe(200)
    expect(result.failures.map((failure) => failure.key)).toContain('@"product-details","napa-500-mg-tablet",')
    expect(keys(result)).not.toContain('@"product-details","napa-500-mg-tablet",')
    expect(result.html).not.toContain('<h1')
  })

  it('stops waiting at the data deadline and renders what it has', async () => {
    server.use(
      http.get('*/api/feature-product', async () => {
        await delay('infinite')
        return HttpResponse.json([])
      }),
    )
    // A hanging call would otherwise hold the page forever: the page comes without it. The
    // deadline leaves the other calls (answered at once) time for the render passes that find
    // them even on a busy machine: at 300 ms, a clean clone's first run on 2 busy cores reached
    // it before the top banners' call had been made.
    const result = await render('/', { dataDeadline: Date.now() + 3000, renderDeadline: Date.now() + 30_000 })
    expect(result.failures.map((failure) => failure.key)).toContain('@"feature-product",')
    expect(keys(result)).toContain('@"v2/top-banner",')
  })

  it('renders a page once when it is given the calls its previous render met; discovers what is new', async () => {
    const first = await render('/product-details/napa-500-mg-tablet')
    expect(first.passes).toBe(3)
    const again = await render('/product-details/napa-500-mg-tablet', { knownCalls: first.calls })
    expect(again.passes).toBe(1)
    expect(again.html).toBe(first.html)
    expect(keys(again)).toEqual(keys(first))
    // Another product: its own calls are not among the known ones, and are found as before.
    const other = await render('/product-details/savlon-antiseptic-liquid-112-ml', { knownCalls: first.calls })
    expect(other.passes).toBeGreaterThan(1)
    expect(other.html).toContain('Savlon')
  })

  it('never sends anything but GET to the API', async () => {
    const methods: string[] = []
    const record = ({ request }: { request: Request }) => {
      methods.push(request.method)
    }
    server.events.on('request:start', record)
    try {
      await render('/product-details/napa-500-mg-tablet')
      await render('/')
    } finally {
      server.events.removeListener('request:start', record)
    }
    expect(new Set(methods)).toEqual(new Set(['GET']))
  })
})

describe('the head a page renders (issue 14)', { timeout: 120_000 }, () => {
  /** The head tags React hoisted, and the structured data of the page. */
  async function head(path: string) {
    const result = await render(path)
    const { head: tags, body } = splitHoisted(result.html)
    const all = (pattern: RegExp) => [...tags.matchAll(pattern)].map((match) => match[1] ?? '')
    const scripts = [...body.matchAll(/<script type="application\/ld\+json"( nonce="[^"]*")?>([^<]*)<\/script>/g)]
    return {
      status: result.status,
      titles: all(/<title>([^<]*)<\/title>/g),
      descriptions: all(/<meta name="description" content="([^"]*)"/g),
      canonicals: all(/<link rel="canonical" href="([^"]*)"/g),
      robots: all(/<meta name="robots" content="([^"]*)"/g),
      og: Object.fromEntries(
        [...tags.matchAll(/<meta property="([^"]+)" content="([^"]*)"/g)].map((m): [string, string] => [
          m[1] ?? '',
          m[2] ?? '',
        ]),
      ),
      nonces: scripts.map((match) => match[1]),
      data: scripts.map((match) => JSON.parse(match[2] ?? '') as Record<string, unknown>),
    }
  }

  it('the product page: one title, description and canonical; Open Graph with the price; Product data', async () => {
    const page = await head('/product-details/napa-500-mg-tablet?ref=share')
    expect(page.titles).toEqual(['Napa 500 mg Tablet | Online Pharmacy'])
    expect(page.descriptions).toHaveLength(1)
    expect(page.canonicals).toEqual(['https://shop.example/product-details/napa-500-mg-tablet'])
    expect(page.robots).toEqual([])
    expect(page.og).toMatchObject({
      'og:type': 'product',
      'og:title': 'Napa 500 mg Tablet',
      'og:url': 'https://shop.example/product-details/napa-500-mg-tablet',
      'og:image': 'https://shop.example/uploads/product/napa-500-mg-tablet.svg',
      'product:price:amount': '12.00',
      'product:price:currency': 'BDT',
    })
    expect(page.nonces).toEqual([' nonce="n0nce"', ' nonce="n0nce"'])
    expect(page.data.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList'])
    expect(page.data[0]?.offers).toMatchObject({ price: '12.00', priceCurrency: 'BDT' })
  })

  it('a listing: canonical without the sort, with the page; a BreadcrumbList', async () => {
    const page = await head('/product/medicines?sort=price_asc&page=2')
    expect(page.canonicals).toEqual(['https://shop.example/product/medicines?page=2'])
    expect(page.titles).toEqual(['Medicines | Online Pharmacy'])
    expect(page.data.map((data) => data['@type'])).toEqual(['BreadcrumbList'])
  })

  it('the home page: site metadata, the first banner, Organization and WebSite', async () => {
    const page = await head('/')
    expect(page.canonicals).toEqual(['https://shop.example/'])
    expect(page.descriptions).toHaveLength(1)
    expect(page.og['og:image']).toBe('https://shop.example/uploads/banner/top-banner-1.svg')
    expect(page.data.map((data) => data['@type'])).toEqual(['Organization', 'WebSite'])
  })

  it('noindex, no canonical and no structured data: the cart, checkout, account, no results, 404', async () => {
    for (const path of ['/cart', '/checkout', '/orders', '/user-login', '/search/no-such-medicine-anywhere', '/x/y']) {
      const page = await head(path)
      expect(page.robots, path).toEqual(['noindex'])
      expect(page.canonicals, path).toEqual([])
      expect(page.titles, path).toHaveLength(1)
      expect(page.descriptions, path).toHaveLength(1)
      expect(page.data, path).toEqual([])
    }
    expect((await head('/product-details/no-such-product')).robots).toEqual(['noindex'])
    expect((await head('/search/napa')).robots).toEqual([])
  })
})
