// @vitest-environment node
/**
 * The pages as the app answers them, with the real renderer on the mock shop and a render cache
 * on a clock of the test's: what comes from the cache, what is per answer (the nonce), what is
 * never kept or shared, and the headers that tell a CDN so.
 */
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { http, HttpResponse, passthrough } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { server as mockShop } from '@mocks/node'
import { configureClient, type ClientConfig } from '@/api/client'
import { createApp } from '@/server/app'
import { installServerDom } from '@/server/dom'
import { DATA_MARK, HEAD_MARK, ROOT_MARK } from '@/server/html'
import { FailureLog } from '@/server/page'
import { newNonce, renderCacheKey, withNonce } from '@/server/pageRoute'
import * as renderer from '@/server/render'
import { DEFAULT_RENDER_CACHE, RenderCache } from '@/server/renderCache'
import { configureServerApi } from '@/server/setup'

const API = 'http://localhost:3000'
const TEMPLATE = `<!doctype html><html lang="en"><head>${HEAD_MARK}<script type="module" src="/assets/index.js"></script></head><body><div id="root">${ROOT_MARK}</div>${DATA_MARK}</body></html>`

let previous: ClientConfig
let listening: Server
let base = ''
const clock = { now: 0 }
const cache = new RenderCache(
  { ...DEFAULT_RENDER_CACHE, freshMs: 30_000, staleWhileRevalidateMs: 0 },
  () => undefined,
  () => clock.now,
)
/** Headers of the calls the server made to the API. */
const apiCalls: Array<{ url: string; headers: Headers }> = []

beforeAll(async () => {
  installServerDom()
  previous = configureClient({})
  configureServerApi(API, undefined, 0)
  mockShop.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(`${API}/api/`)) apiCalls.push({ url: request.url, headers: request.headers })
  })
  const app = createApp({
    apiBaseUrl: null,
    publicOrigin: 'https://shop.example',
    clientDir: null,
    template: () => Promise.resolve(TEMPLATE),
    build: null,
    preload: 'page',
    renderer: () => Promise.resolve(renderer),
    // Bounds, not timings: on a loaded machine a slow answer must not become a missing one (which
    // the cache would rightly not keep).
    dataBudgetMs: 60_000,
    renderBudgetMs: 90_000,
    log: new FailureLog(() => undefined),
    renderCache: cache,
  })
  listening = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => listening.once('listening', resolve))
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
})
afterAll(() => {
  listening.close()
  configureClient(previous)
  mockShop.events.removeAllListeners('request:start')
})
beforeEach(() => {
  clock.now = 0
  apiCalls.length = 0
  cache.clear()
  // Requests to this test's server pass the mock shop that answers the renderer's calls.
  mockShop.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()))
})
afterEach(() => mockShop.resetHandlers())

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' })
  return { response, html: await response.text() }
}

function headerNonce(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  if (!nonce) throw new Error('no nonce in the policy')
  return nonce
}

const nonceAttributes = (html: string) => [...html.matchAll(/\bnonce="([^"]*)"/g)].map((match) => match[1])

// Generous: a cold worker loads each route's page modules on its first render.
describe('the page route with the render cache', { timeout: 120_000 }, () => {
  it("answers a page's second request from the cache, with a new nonce in the policy and in every script", async () => {
    const first = await get('/product-details/napa-500-mg-tablet')
    const second = await get('/product-details/napa-500-mg-tablet')
    expect(first.response.headers.get('x-render-cache')).toBe('miss')
    expect(second.response.headers.get('x-render-cache')).toBe('hit')
    expect(second.html).toContain('Napa 500 mg Tablet')
    const [a, b] = [headerNonce(first.response), headerNonce(second.response)]
    expect(a).not.toBe(b)
    // The template's script, the data and the structured data carry this answer's nonce, no other.
    expect(nonceAttributes(first.html).length).toBeGreaterThanOrEqual(2)
    expect(new Set(nonceAttributes(first.html))).toEqual(new Set([a]))
    expect(new Set(nonceAttributes(second.html))).toEqual(new Set([b]))
    expect(second.html.split(b).join('')).toBe(first.html.split(a).join(''))
  })

  it('sends a kept page whole, compressed or not (its parts are written as they are, without a copy)', async () => {
    const gzip = await get('/', { 'accept-encoding': 'gzip' })
    const plainAnswer = await get('/', { 'accept-encoding': 'identity' })
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip')
    expect(plainAnswer.response.headers.get('content-encoding')).toBeNull()
    expect(plainAnswer.response.headers.get('x-render-cache')).toBe('hit')
    expect(Number(plainAnswer.response.headers.get('content-length'))).toBe(Buffer.byteLength(plainAnswer.html))
    expect(plainAnswer.html).toMatch(/<\/html>\s*$/)
    const [a, b] = [headerNonce(gzip.response), headerNonce(plainAnswer.response)]
    expect(plainAnswer.html.split(b).join('')).toBe(gzip.html.split(a).join(''))
  })

  it('keys pages by layout: the phone layout is rendered and kept apart from the desktop one', async () => {
    await get('/offers')
    const phone = await get('/offers', { 'sec-ch-ua-mobile': '?1' })
    expect(phone.response.headers.get('x-render-cache')).toBe('miss')
    expect((await get('/offers', { 'x-layout': 'mobile' })).response.headers.get('x-render-cache')).toBe('hit')
    expect(
      (await get('/offers', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).response.headers.get(
        'x-render-cache',
      ),
    ).toBe('hit')
    expect(cache.size.entries).toBe(2)
  })

  it('sends a shopper with a remembered Bangla language on before the cache is asked', async () => {
    await get('/offers')
    const { response } = await get('/offers', { cookie: 'lang=bn' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/bn/offers')
    expect(response.headers.get('x-render-cache')).toBeNull()
  })

  it("never puts a signed-in shopper's cookies or token into a page, nor sends them to the API", async () => {
    const shopper = {
      cookie:
        'token=secret-token-4242; user=%7B%22name%22%3A%22Rahima%20Secretkhan%22%7D; XSRF-TOKEN=xsrf-9999; laravel_session=sess-7777',
      authorization: 'Bearer secret-token-4242',
    }
    const signedIn = await get('/', shopper)
    const anonymous = await get('/')
    expect(anonymous.response.headers.get('x-render-cache')).toBe('hit')
    for (const html of [signedIn.html, anonymous.html]) {
      for (const secret of ['secret-token-4242', 'Secretkhan', 'xsrf-9999', 'sess-7777'])
        expect(html).not.toContain(secret)
    }
    expect(apiCalls.length).toBeGreaterThan(0)
    for (const call of apiCalls) {
      expect(call.headers.get('authorization')).toBeNull()
      expect(call.headers.get('cookie')).toBeNull()
    }
  })

  it('says a public page may be kept by shared caches, keyed on the layout and, for English pages, the cookie', async () => {
    const english = await get('/offers')
    expect(english.response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=0, stale-if-error=86400',
    )
    // (compression adds Accept-Encoding)
    expect(english.response.headers.get('vary')).toBe('Sec-CH-UA-Mobile, User-Agent, Cookie, Accept-Encoding')
    const bangla = await get('/bn/offers', { 'x-layout': 'desktop' })
    expect(bangla.response.headers.get('vary')).toBe('X-Layout, Accept-Encoding')
    const missing = await get('/product-details/no-such-product')
    expect(missing.response.status).toBe(404)
    expect(missing.response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
  })

  it('never keeps nor lets anyone keep a page drawn per visitor', async () => {
    for (const path of ['/cart', '/cart', '/user-profile', '/checkout', '/user-login']) {
      const { response } = await get(path)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('x-render-cache')).toBe('miss')
    }
    expect(cache.size.entries).toBe(0)
  })

  it('answers a page seen before with its products when the API is down, and does not keep a page rendered without its data', async () => {
    await get('/product/medicines')
    mockShop.use(http.get(`${API}/api/*`, () => HttpResponse.error()))
    clock.now = 60_000
    const down = await get('/product/medicines')
    expect(down.response.status).toBe(200)
    expect(down.response.headers.get('x-render-cache')).toBe('stale-if-error')
    expect(down.html).toContain('Napa 500 mg Tablet')
    // A page never seen renders its loading state, which is not kept, and no one may keep it.
    const unseen = await get('/offers')
    expect(unseen.response.headers.get('cache-control')).toBe('no-cache')
    await expect(
      cache.get(renderCacheKey('https://shop.example', false, '/offers'), () => Promise.reject(new Error('not kept'))),
    ).rejects.toThrow('not kept')
  })
})

describe('withNonce', () => {
  it("writes the answer's nonce between the document's parts, bytes intact", () => {
    const parts = ['<script nonce="', '">1</script><p>নাপা ৳</p><script nonce="', '">2</script>'].map((part) =>
      Buffer.from(part),
    )
    expect(Buffer.concat(withNonce(parts, 'abc+/=')).toString()).toBe(
      '<script nonce="abc+/=">1</script><p>নাপা ৳</p><script nonce="abc+/=">2</script>',
    )
    expect(Buffer.concat(withNonce([Buffer.from('<p>no script</p>')], 'x')).toString()).toBe('<p>no script</p>')
  })
})

describe('newNonce', () => {
  it('gives 128 random bits in base64, never twice, across refills of its pool', () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce())
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    expect(new Set(nonces).size).toBe(1000)
  })
})
