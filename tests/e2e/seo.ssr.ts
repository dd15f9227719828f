/**
 * What search engines and share previews read (issue 14), against the production server on the
 * mock shop: the head of the HTML as served (one title, description and canonical URL, Open Graph
 * and Twitter tags, noindex where a page is not to be found), structured data that parses and
 * carries the product's price, robots.txt and the sitemap (valid XML, products in, the visitor's
 * own pages out), the status codes, share links on the canonical URL, and one head per page while
 * the shopper navigates in the browser.
 */
import type { APIRequestContext } from '@playwright/test'
import { JSDOM } from 'jsdom'
import { expect, test } from './fixtures'
import { SSR_URL } from './server'

const PRODUCT = '/product-details/napa-500-mg-tablet'

interface Head {
  status: number
  nonce: string
  titles: string[]
  descriptions: string[]
  canonicals: string[]
  robots: string[]
  /** Open Graph (property=) and Twitter (X) card (name=twitter:) tags: key to the list of their contents. */
  social: Record<string, string[]>
  /** The structured data of the page, parsed, with the nonce of its element. */
  data: Array<{ nonce: string; value: Record<string, unknown> }>
}

/** The HTML of a page as the server sends it, read as a crawler would (no scripts run). */
async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(SSR_URL + path, { headers: { Accept: 'text/html' } })
  const csp = response.headers()['content-security-policy'] ?? ''
  const doc = new JSDOM(await response.text()).window.document
  const head = doc.head
  const contents = (selector: string) =>
    [...head.querySelectorAll(selector)].map((m) => m.getAttribute('content') ?? '')
  const social: Record<string, string[]> = {}
  for (const meta of head.querySelectorAll(
    'meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"]',
  )) {
    const key = meta.getAttribute('property') ?? meta.getAttribute('name') ?? ''
    social[key] = [...(social[key] ?? []), meta.getAttribute('content') ?? '']
  }
  return {
    status: response.status(),
    nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? '',
    titles: [...doc.querySelectorAll('title')].map((title) => title.textContent ?? ''),
    descriptions: contents('meta[name="description"]'),
    canonicals: [...head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
    robots: contents('meta[name="robots"]'),
    social,
    data: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => ({
      nonce: script.getAttribute('nonce') ?? '',
      value: JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    })),
  }
}

const typesOf = (head: Head) => head.data.map((item) => item.value['@type'])

/** Exactly one of each, and the Open Graph and Twitter tags a share preview needs. */
function expectOneHead(head: Head, canonical: string | null) {
  expect(head.titles).toHaveLength(1)
  expect(head.titles[0]).toMatch(/Online Pharmacy$/)
  expect(head.descriptions).toHaveLength(1)
  expect(head.descriptions[0]?.length).toBeGreaterThan(20)
  expect(head.canonicals).toEqual(canonical === null ? [] : [canonical])
  for (const key of ['og:site_name', 'og:type', 'og:title', 'og:description', 'twitter:card'])
    expect(head.social[key], key).toHaveLength(1)
  expect(head.social['og:url']).toEqual(canonical === null ? undefined : [canonical])
  for (const item of head.data) expect(item.nonce, 'structured data carries the answer’s nonce').toBe(head.nonce)
}

test.describe('the head as served', () => {
  test('home: site metadata, the first banner as the image, Organization and WebSite with the search', async ({
    request,
  }) => {
    const head = await headOf(request, '/')
    expect(head.status).toBe(200)
    expectOneHead(head, `${SSR_URL}/`)
    expect(head.robots).toEqual([])
    expect(head.social['og:image']).toEqual([`${SSR_URL}/uploads/banner/top-banner-1.svg`])
    expect(head.social['twitter:card']).toEqual(['summary_large_image'])
    expect(typesOf(head)).toEqual(['Organization', 'WebSite'])
    const site = head.data[1]?.value as { potentialAction: { target: { urlTemplate: string } } }
    expect(site.potentialAction.target.urlTemplate).toBe(`${SSR_URL}/search/{search_term_string}`)
  })

  test('a listing: canonical without the sort, with the page; BreadcrumbList', async ({ request }) => {
    const head = await headOf(request, '/product/medicines?sort=price_desc')
    expectOneHead(head, `${SSR_URL}/product/medicines`)
    expect(head.titles).toEqual(['Medicines | Online Pharmacy'])
    expect(typesOf(head)).toEqual(['BreadcrumbList'])
    const second = await headOf(request, '/product/medicines?page=2&sort=price_desc')
    expectOneHead(second, `${SSR_URL}/product/medicines?page=2`)
  })

  test('a product: name, image, price in BDT, availability; Product with its Offer, BreadcrumbList', async ({
    request,
  }) => {
    const head = await headOf(request, `${PRODUCT}?utm_source=facebook`)
    const url = `${SSR_URL}${PRODUCT}`
    expectOneHead(head, url)
    expect(head.titles).toEqual(['Napa 500 mg Tablet | Online Pharmacy'])
    expect(head.social).toMatchObject({
      'og:type': ['product'],
      'og:title': ['Napa 500 mg Tablet'],
      'og:image': [`${SSR_URL}/uploads/product/napa-500-mg-tablet.svg`],
      'product:price:amount': ['12.00'],
      'product:price:currency': ['BDT'],
      'product:availability': ['in stock'],
      'twitter:card': ['summary_large_image'],
    })
    expect(typesOf(head)).toEqual(['Product', 'BreadcrumbList'])
    expect(head.data[0]?.value).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Napa 500 mg Tablet',
      url,
      brand: { '@type': 'Brand', name: 'Beximco Pharmaceuticals' },
      offers: {
        '@type': 'Offer',
        price: '12.00',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url,
      },
    })
  })

  test('an out-of-stock product says so', async ({ request }) => {
    const head = await headOf(request, '/product-details/reset-500-mg-tablet')
    expect(head.social['product:availability']).toEqual(['out of stock'])
    expect(head.data[0]?.value).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } })
  })

  test('404s answer 404, noindex, no canonical and no structured data', async ({ request }) => {
    for (const path of ['/no/such/page', '/product-details/no-such-product', '/page/no-such-page']) {
      const head = await headOf(request, path)
      expect(head.status, path).toBe(404)
      expectOneHead(head, null)
      expect(head.robots, path).toEqual(['noindex'])
      expect(head.data, path).toEqual([])
    }
  })

  test('the visitor’s own pages and a search without results: noindex', async ({ request }) => {
    for (const path of [
      '/cart',
      '/checkout',
      '/orders',
      '/user-login',
      '/my-address',
      '/search/no-such-medicine-xyz',
    ]) {
      const head = await headOf(request, path)
      expect(head.status, path).toBe(200)
      expect(head.robots, path).toEqual(['noindex'])
      expect(head.canonicals, path).toEqual([])
      expect(head.titles, path).toHaveLength(1)
      expect(head.descriptions, path).toHaveLength(1)
    }
    expect((await headOf(request, '/search/napa')).robots).toEqual([])
  })
})

test.describe('robots.txt and the sitemap', () => {
  /** The `<loc>`s of a sitemap or index, which must be valid XML in the sitemaps.org namespace. */
  async function sitemap(request: APIRequestContext, url: string): Promise<{ root: string; locs: string[] }> {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8')
    const doc = new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    return {
      root: doc.documentElement.localName,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
    }
  }

  test('robots.txt keeps crawlers out of account, checkout and cart, and names the sitemap', async ({ request }) => {
    const response = await request.get(`${SSR_URL}/robots.txt`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
    const lines = (await response.text()).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of [
      '/cart',
      '/checkout',
      '/orders',
      '/order-details/',
      '/user-profile',
      '/user-login',
      '/my-address',
      '/bn/cart',
      '/bn/checkout',
      '/bn/orders',
    ])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${SSR_URL}/sitemap.xml`)
  })

  test('the sitemap index and its sitemaps: valid XML, absolute URLs, products in, account paths out', async ({
    request,
  }) => {
    const index = await sitemap(request, `${SSR_URL}/sitemap.xml`)
    expect(index.root).toBe('sitemapindex')
    expect(index.locs).toEqual([`${SSR_URL}/sitemap-1.xml`])
    const urls: string[] = []
    for (const loc of index.locs) {
      const child = await sitemap(request, loc)
      expect(child.root).toBe('urlset')
      expect(child.locs.length).toBeLessThanOrEqual(50_000)
      urls.push(...child.locs)
    }
    for (const url of urls) expect(url.startsWith(`${SSR_URL}/`), url).toBe(true)
    const paths = urls.map((url) => url.slice(SSR_URL.length))
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/offers',
        '/product/medicines',
        '/category/fever-pain',
        '/page/about-us',
        PRODUCT,
        '/product-details/reset-500-mg-tablet',
      ]),
    )
    expect(paths.filter((path) => path.startsWith('/product-details/')).length).toBeGreaterThan(100)
    expect(new Set(paths).size).toBe(paths.length)
    // Every page in Bangla too, right after its English URL.
    const bangla = paths.filter((path) => path === '/bn' || path.startsWith('/bn/'))
    expect(bangla.length * 2).toBe(paths.length)
    expect(paths.slice(0, 4)).toEqual(['/', '/bn', '/offers', '/bn/offers'])
    expect(paths).toContain(`/bn${PRODUCT}`)
    const own = paths.filter((path) =>
      /^(\/bn)?\/(cart|checkout|wish-list|orders|order-details|order-confirmation|user-|userlogin|my-|add-address|update-address|reset-password|cancel-oreder-request)/.test(
        path,
      ),
    )
    expect(own).toEqual([])
    // Every listed page is a page: a product and a category answer 200.
    for (const path of [PRODUCT, '/category/fever-pain']) expect((await request.get(SSR_URL + path)).status()).toBe(200)
    expect((await request.get(`${SSR_URL}/sitemap-2.xml`)).status()).toBe(404)
  })
})

test.describe('in the browser', () => {
  test('the share links share the canonical URL', async ({ page, request }) => {
    const head = await headOf(request, PRODUCT)
    const canonical = head.canonicals[0] ?? ''
    await page.goto(`${PRODUCT}?utm_source=newsletter`)
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    await expect(page.getByRole('main').getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`,
    )
    await expect(page.getByRole('main').getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical)}`,
    )
  })

  test('one head per page while the shopper navigates: the next page’s tags replace the last’s', async ({ page }) => {
    const head = () =>
      page.evaluate(() => ({
        titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
        robots: document.querySelectorAll('meta[name="robots"]').length,
        ogTitles: document.querySelectorAll('meta[property="og:title"]').length,
        prices: document.querySelectorAll('meta[property="product:price:amount"]').length,
        data: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
        ),
      }))
    await page.goto(PRODUCT)
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    expect(await head()).toEqual({
      titles: ['Napa 500 mg Tablet | Online Pharmacy'],
      descriptions: 1,
      canonicals: [`${SSR_URL}${PRODUCT}`],
      robots: 0,
      ogTitles: 1,
      prices: 1,
      data: ['Product', 'BreadcrumbList'],
    })

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Fever & Pain' }).click()
    await expect(page).toHaveTitle('Fever & Pain | Online Pharmacy')
    await expect.poll(head).toEqual({
      titles: ['Fever & Pain | Online Pharmacy'],
      descriptions: 1,
      canonicals: [`${SSR_URL}/category/fever-pain`],
      robots: 0,
      ogTitles: 1,
      prices: 0,
      data: ['BreadcrumbList'],
    })

    await page.goto('/cart')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    await expect(page).toHaveTitle('Cart | Online Pharmacy')
    expect(await head()).toMatchObject({
      titles: ['Cart | Online Pharmacy'],
      descriptions: 1,
      canonicals: [],
      robots: 1,
    })
  })
})
