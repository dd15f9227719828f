/**
 * The pages: every GET or HEAD that no earlier part of the app (static files, the API proxy,
 * robots.txt and the sitemap) answered gets a server-rendered page. In this order:
 * 1. the remembered language (the lang cookie) is decided first: an English page is sent on to
 *    its Bangla twin, before any cache is asked;
 * 2. the page comes from the render cache (src/server/renderCache.ts) or a render, keyed by what
 *    its HTML depends on: origin, layout, path and query (the language is in the path), never by
 *    anything of the visitor (renders see no cookie, token or storage);
 * 3. each answer gets its own CSP nonce, written into the document where the render put a
 *    placeholder, and the headers that say who may keep it (decision 0038).
 */
import { randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { localeFromCookie, rememberedLocation, splitLocale } from '@/i18n/locale'
import { isMobileRequest, pageUrl, plain, renderRequest, type AppOptions } from './app'
import { answerPage } from './page'
import type { Fetch } from './render'
import {
  DEFAULT_RENDER_CACHE,
  RenderCache,
  renderCacheSettings,
  type RenderCacheSettings,
  type RenderOutcome,
  type Sharing,
} from './renderCache'
import { contentSecurityPolicy } from './securityHeaders'

/**
 * The layout a CDN or proxy decided ('mobile' | 'desktop'), so that it can key its cache on one
 * normalised header instead of the User-Agent (docs/deploy.md).
 */
export const LAYOUT_HEADER = 'x-layout'

/** The layout of a request, and the request headers it was read from (the answer's Vary). */
export function requestLayout(req: Pick<Request, 'get'>): { mobile: boolean; varyOn: string } {
  const told = req.get(LAYOUT_HEADER)?.trim().toLowerCase()
  if (told === 'mobile' || told === 'desktop') return { mobile: told === 'mobile', varyOn: 'X-Layout' }
  return { mobile: isMobileRequest(req), varyOn: 'Sec-CH-UA-Mobile, User-Agent' }
}

/** What a page's HTML depends on: nothing else may go into it. */
export function renderCacheKey(origin: string, mobile: boolean, pathAndQuery: string): string {
  return `${origin} ${mobile ? 'mobile' : 'desktop'} ${pathAndQuery}`
}

/**
 * Cache-Control of a page: a shared cache (CDN, proxy) may keep a public page as long as this
 * process does (s-maxage, stale-while-revalidate, stale-if-error); a browser asks again each time
 * (max-age=0: a new answer has a new nonce). A page drawn per visitor is kept by no one.
 */
export function pageCacheControl(sharing: Sharing, status: number, settings: RenderCacheSettings): string {
  if (sharing === 'private') return 'private, no-store'
  if (sharing === 'degraded') return 'no-cache'
  const s = (ms: number) => Math.round(ms / 1000)
  if (status === 404 || status === 410) return `public, max-age=0, s-maxage=${s(settings.notFoundMs)}`
  return `public, max-age=0, s-maxage=${s(settings.freshMs)}, stale-while-revalidate=${s(settings.staleWhileRevalidateMs)}, stale-if-error=${s(settings.staleIfErrorMs)}`
}

/**
 * A page's bytes around its nonce placeholders, encoded once per rendered page (kept as long as
 * the cache keeps the page): an answer is these parts with its own nonce between them, so no
 * answer scans or re-encodes the document.
 */
const documentParts = new WeakMap<object, Buffer[]>()

function partsOf(page: { html: string }, placeholder: string): Buffer[] {
  let parts = documentParts.get(page)
  if (!parts) {
    parts = page.html.split(placeholder).map((part) => Buffer.from(part))
    documentParts.set(page, parts)
  }
  return parts
}

/** This answer's body: the page's parts with its nonce where the render put the placeholder. */
export function withNonce(parts: readonly Buffer[], nonce: string): Buffer[] {
  const between = Buffer.from(nonce)
  const pieces: Buffer[] = []
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(between)
    pieces.push(part)
  })
  return pieces
}

/**
 * 128 random bits per nonce, drawn from a pool filled 256 nonces at a time (one system call
 * instead of one per answer).
 */
const NONCE_BYTES = 16
let noncePool = Buffer.alloc(0)
let noncePoolOffset = 0
export function newNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256)
    noncePoolOffset = 0
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES)
  noncePoolOffset += NONCE_BYTES
  return nonce
}

export function pageRoute(options: AppOptions): RequestHandler {
  const fromEnv = renderCacheSettings(process.env)
  const cache =
    options.renderCache !== undefined
      ? options.renderCache
      : fromEnv
        ? new RenderCache(fromEnv, (line) => console.error(line))
        : null
  // The headers' lifetimes: the cache's, or its defaults when this process keeps no copy.
  const lifetimes = cache?.settings ?? renderCacheSettings({ ...process.env, SSR_CACHE: 'on' }) ?? DEFAULT_RENDER_CACHE
  // Renders write this where the nonce goes; it never leaves the process (every answer has it
  // replaced), and is unguessable, so no content can hold it.
  const placeholder = newNonce()
  // In development, how many renders each page took: more than one on a page rendered before
  // means its calls changed or depend on each other (see the learned calls below).
  const logPasses = process.env.NODE_ENV !== 'production' && process.env.NODE_ENV !== 'test'

  // The calls each page's last render met: its next render makes them before its first pass.
  const learned = new LRUCache<string, Map<string, Fetch>>({ max: lifetimes.maxEntries })

  // The page's policy around its nonce (the rest of the security headers are the app's, set for
  // every answer): an answer joins the two halves with its own nonce.
  const [policyBefore = '', policyAfter = ''] = contentSecurityPolicy({ nonce: placeholder }).split(placeholder)

  const render = async (
    url: URL,
    accept: string | undefined,
    mobile: boolean,
    origin: string,
    key: string,
  ): Promise<RenderOutcome> => {
    const { sharing, passes, calls, ...page } = await answerPage(
      renderRequest(url, accept),
      { mobile, origin, nonce: placeholder, knownCalls: learned.get(key) },
      options,
    )
    if (calls) learned.set(key, calls)
    if (logPasses) console.log(`[ssr] ${url.pathname}${url.search}: ${passes} render pass(es)`)
    return { page, sharing }
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      plain(res, 405)
      return
    }
    const origin = options.publicOrigin
    const url = pageUrl(req, origin)
    if (typeof url === 'number') {
      plain(res, url)
      return
    }
    // The shopper's remembered language: an English page is sent on to the same page in Bangla.
    const remembered = rememberedLocation(url.pathname, url.search, localeFromCookie(req.headers.cookie))
    if (remembered) {
      res.setHeader('Cache-Control', 'no-cache')
      res.setHeader('Vary', 'Cookie')
      res.redirect(302, remembered)
      return
    }
    const layout = requestLayout(req)
    const key = renderCacheKey(origin, layout.mobile, url.pathname + url.search)
    const accept = req.get('accept')
    const answer = cache
      ? cache.get(key, () => render(url, accept, layout.mobile, origin, key))
      : render(url, accept, layout.mobile, origin, key).then((outcome) => ({ ...outcome, source: 'off' as const }))
    answer
      .then(({ page, sharing, source }) => {
        res.setHeader('X-Render-Cache', source)
        res.setHeader('Cache-Control', pageCacheControl(sharing, page.status, lifetimes))
        // An English page's answer depends on the remembered language (the lang cookie); a
        // Bangla page's does not.
        const english = splitLocale(url.pathname).locale === 'en'
        // Accept-Encoding: compressed or not (src/server/app.ts compresses for those who ask).
        res.setHeader('Vary', `${english ? `${layout.varyOn}, Cookie` : layout.varyOn}, Accept-Encoding`)
        if (page.location) {
          res.redirect(page.status, page.location)
          return
        }
        const nonce = newNonce()
        res.setHeader('Content-Security-Policy', policyBefore + nonce + policyAfter)
        res.setHeader('Accept-CH', 'Sec-CH-UA-Mobile')
        // Sent as it is: no ETag (res.send would hash every answer's body, and no two answers
        // are alike: each has its own nonce).
        const body = withNonce(partsOf(page, placeholder), nonce)
        res.statusCode = page.status
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader(
          'Content-Length',
          body.reduce((length, piece) => length + piece.length, 0),
        )
        if (req.method === 'HEAD') {
          res.end()
          return
        }
        // The kept parts as they are, in one write of the socket: no copy of the document per
        // answer. Uncorked on the next tick, as Node advises, not only by end(): compression
        // (src/server/app.ts) takes the writes and writes its output later, which a socket still
        // corked would hold back while it waits for the socket to drain.
        res.cork()
        for (const piece of body) res.write(piece)
        res.end()
        process.nextTick(() => res.uncork())
      })
      .catch(next)
  }
}
