// @vitest-environment node
import type { Request as ExpressRequest } from 'express'
import { describe, expect, it } from 'vitest'
import {
  hasExtension,
  isMobileRequest,
  isSourceMap,
  MAX_URL_LENGTH,
  MOBILE_USER_AGENT,
  pageUrl,
  renderRequest,
  staticCacheControl,
  trustProxySetting,
} from '@/server/app'
import { parsePublicOrigin } from '@/server/origin'
import { answerPage, FailureLog } from '@/server/page'
import { DATA_MARK, HEAD_MARK, ROOT_MARK } from '@/server/html'
import type * as Renderer from '@/server/render'

type RendererModule = typeof Renderer

function headers(values: Record<string, string>) {
  return { get: (name: string) => values[name.toLowerCase()] }
}

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const TABLET_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

describe('isMobileRequest', () => {
  it("follows the browser's client hint when it sends one", () => {
    expect(isMobileRequest(headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP_UA }))).toBe(true)
    expect(isMobileRequest(headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': PHONE_UA }))).toBe(false)
  })

  it('else reads the user agent: phones yes, desktops and tablets no', () => {
    expect(isMobileRequest(headers({ 'user-agent': PHONE_UA }))).toBe(true)
    expect(
      isMobileRequest(
        headers({
          'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        }),
      ),
    ).toBe(true)
    expect(isMobileRequest(headers({ 'user-agent': DESKTOP_UA }))).toBe(false)
    expect(isMobileRequest(headers({ 'user-agent': TABLET_UA }))).toBe(false)
    expect(isMobileRequest(headers({}))).toBe(false)
  })

  it('reads a hostile 16 KB user agent in linear time: plain alternatives, no repetition to backtrack', () => {
    // 'Android' again and again with no 'Mobile' after it made `Android.*Mobile` scan to the end
    // from each one (quadratic); the pattern now has no quantifier at all.
    expect(MOBILE_USER_AGENT.source).not.toMatch(/[*+?{]/)
    const hostile = 'Mozilla/5.0 (Linux; ' + 'Android '.repeat(2048)
    expect(hostile.length).toBeGreaterThanOrEqual(16 * 1024)
    expect(isMobileRequest(headers({ 'user-agent': hostile }))).toBe(false)
    expect(isMobileRequest(headers({ 'user-agent': `${PHONE_UA} ${'x'.repeat(16 * 1024)}` }))).toBe(true)
  })
})

function expressRequest(originalUrl: string): ExpressRequest {
  return { originalUrl, get: () => 'text/html' } as unknown as ExpressRequest
}

describe('pageUrl', () => {
  it('builds the URL on the shop origin, the path as it came', () => {
    const url = pageUrl(expressRequest('/search/napa%20500?page=2'), 'https://shop.example')
    expect(url).toBeInstanceOf(URL)
    expect(String(url)).toBe('https://shop.example/search/napa%20500?page=2')
  })

  it("keeps a path that looks like another host on the shop's origin", () => {
    const url = pageUrl(expressRequest('//evil.example/x'), 'https://shop.example/')
    expect(url).toBeInstanceOf(URL)
    expect((url as URL).origin).toBe('https://shop.example')
    expect((url as URL).pathname).toBe('//evil.example/x')
  })

  it('refuses bad percent-encoding (400) and URLs that are too long (414)', () => {
    expect(pageUrl(expressRequest('/search/%E0%A4%A'), 'https://shop.example')).toBe(400)
    expect(pageUrl(expressRequest(`/search/${'x'.repeat(MAX_URL_LENGTH)}`), 'https://shop.example')).toBe(414)
    expect(pageUrl(expressRequest('*'), 'https://shop.example')).toBe(400)
  })
})

describe('renderRequest', () => {
  it("is a GET of the page's URL with the client's Accept, text/html without one", () => {
    const url = new URL('https://shop.example/offers')
    const request = renderRequest(url, 'application/xhtml+xml')
    expect(request.method).toBe('GET')
    expect(request.url).toBe('https://shop.example/offers')
    expect(request.headers.get('accept')).toBe('application/xhtml+xml')
    expect(renderRequest(url, undefined).headers.get('accept')).toBe('text/html')
  })
})

describe('FailureLog', () => {
  it('writes the first failure of a kind at once and sums up the repeats in the next line', () => {
    const lines: string[] = []
    let clock = 0
    const log = new FailureLog(
      (line) => lines.push(line),
      10_000,
      () => clock,
    )
    log.report('data', 'first')
    log.report('data', 'second')
    log.report('data', 'third')
    log.report('render', 'other kind')
    expect(lines).toEqual(['first', 'other kind'])
    clock = 10_001
    log.report('data', 'later')
    expect(lines).toEqual(['first', 'other kind', 'later (and 2 more like it before)'])
  })
})

describe('TRUST_PROXY', () => {
  it("reads booleans and hop counts, passes addresses on, and defaults to 'loopback'", () => {
    expect(trustProxySetting(undefined)).toBe('loopback')
    expect(trustProxySetting(' ')).toBe('loopback')
    expect(trustProxySetting('true')).toBe(true)
    expect(trustProxySetting('false')).toBe(false)
    expect(trustProxySetting('1')).toBe(1)
    expect(trustProxySetting('10.0.0.0/8, 10.1.2.3')).toBe('10.0.0.0/8, 10.1.2.3')
  })
})

describe('PUBLIC_ORIGIN', () => {
  it('is an origin: scheme, host and port, nothing else', () => {
    expect(parsePublicOrigin(' https://shop.example.com.bd/ ')).toBe('https://shop.example.com.bd')
    expect(parsePublicOrigin('http://127.0.0.1:4175')).toBe('http://127.0.0.1:4175')
    expect(parsePublicOrigin(undefined)).toBeNull()
    expect(parsePublicOrigin('  ')).toBeNull()
    for (const bad of ['shop.example', 'ftp://shop.example', 'https://shop.example/bn', 'https://u:p@shop.example']) {
      expect(() => parsePublicOrigin(bad), bad).toThrow(/PUBLIC_ORIGIN/)
    }
  })
})

describe('answerPage', () => {
  it("sends a render's failing parts through the failure log: one line, not one per part", async () => {
    const lines: string[] = []
    const log = new FailureLog((line) => lines.push(line))
    const renderPage: RendererModule['renderPage'] = (_request, options) => {
      // An aborted render reports each unfinished part.
      for (const part of ['banners', 'rows', 'footer']) options.onRenderError?.(new Error(`${part} aborted`))
      return Promise.resolve({
        kind: 'page',
        html: '<main>shell</main>',
        status: 200,
        locale: 'en',
        payload: { swr: [], mobile: false, origin: 'https://shop.example' },
        failures: [],
        pages: [],
        clientRendered: false,
        perVisitor: false,
        importsEarly: false,
        passes: 1,
        calls: new Map(),
      })
    }
    const answer = await answerPage(
      new Request('https://shop.example/'),
      { mobile: false, origin: 'https://shop.example', nonce: 'n' },
      {
        template: () => Promise.resolve(`<html><head>${HEAD_MARK}</head><body>${ROOT_MARK}${DATA_MARK}</body></html>`),
        build: null,
        preload: 'page',
        renderer: () => Promise.resolve({ renderPage, collectSitemapPaths: () => Promise.resolve([]) }),
        dataBudgetMs: 1500,
        renderBudgetMs: 2500,
        log,
      },
    )
    expect(answer.status).toBe(200)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('a part renders in the browser instead')
    expect(lines[0]).toContain('banners aborted')
  })
})

describe('Cache-Control of the build files', () => {
  it('follow the path inside the build (the server passes it relative to the build folder)', () => {
    expect(staticCacheControl('assets/index-abc.js')).toBe('public, max-age=31536000, immutable')
    expect(staticCacheControl('sw.js')).toBe('no-cache')
    expect(staticCacheControl('favicon.svg')).toBe('public, max-age=86400')
    expect(staticCacheControl('icons/icon-192.png')).toBe('public, max-age=86400')
    expect(staticCacheControl('icons/assets/x.png')).toBe('public, max-age=86400')
  })

  it('never include source maps (they stay with the operator)', () => {
    expect(isSourceMap('/assets/index-abc.js.map')).toBe(true)
    expect(isSourceMap('/assets/index-abc.JS.MAP?x=1')).toBe(true)
    expect(isSourceMap('/assets/index-abc.js')).toBe(false)
    expect(isSourceMap('/sitemap.xml')).toBe(false)
  })

  it('are looked for only where the last segment has an extension (pages have none)', () => {
    expect(hasExtension('/assets/index-abc.js')).toBe(true)
    expect(hasExtension('/sw.js')).toBe(true)
    expect(hasExtension('/icons/icon-192.png')).toBe(true)
    // A slug with dots is looked for, then rendered as the page it is.
    expect(hasExtension('/product-details/vitamin-b..complex')).toBe(true)
    expect(hasExtension('/')).toBe(false)
    expect(hasExtension('/product-details/napa-500-mg-tablet')).toBe(false)
    expect(hasExtension('/assets.d/x')).toBe(false)
  })
})
