/**
 * The storefront's HTTP server (Express 5): health probes, static files of the client build,
 * `/api/*` and `/uploads/*` forwarded to the Laravel API (so the browser stays on one origin:
 * cookies and the XSRF-TOKEN pass through both ways; src/server/proxy.ts says what is and is not
 * forwarded), and every other GET answered with a server-rendered page. The security headers go
 * with every answer; a page's policy carries that answer's nonce. Absolute URLs come from
 * PUBLIC_ORIGIN only, never from a request's headers. Stateless: any number of processes can run
 * behind a load balancer.
 */
import path from 'node:path'
import compression from 'compression'
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { healthRoutes, type Readiness } from './health'
import type { PageResponderOptions } from './page'
import { pageRoute } from './pageRoute'
import { apiProxy } from './proxy'
import { securityHeaders } from './securityHeaders'
import { seoRoutes } from './seoRoutes'
import { inEveryIndexedLanguage, SitemapCache } from './sitemap'

export interface AppOptions extends PageResponderOptions {
  /** Where `/api/*` and `/uploads/*` are forwarded; null: not forwarded (development on the mock shop). */
  apiBaseUrl: string | null
  /** The shop's public origin for absolute URLs (PUBLIC_ORIGIN; src/server/origin.ts). */
  publicOrigin: string
  /** The client build's files (production); null in development. */
  clientDir: string | null
  /** Vite's middlewares (development). */
  devMiddleware?: RequestHandler
  /** /readyz's state; also how the app knows it is draining (SIGTERM). Without it, /readyz says ready. */
  readiness?: Readiness
  /** The forward's limits (src/server/proxy.ts): API silence in ms, request body in bytes. */
  apiTimeoutMs?: number
  bodyLimitBytes?: number
}

/** Longest URL answered; longer ones get 414 (servers and proxies refuse ~8 KB anyway). */
export const MAX_URL_LENGTH = 8 * 1024

/** Phones get the phone layout's HTML: the client hint when the browser sends it, else the user agent. */
export function isMobileRequest(headers: { get(name: string): string | undefined }): boolean {
  const hint = headers.get('sec-ch-ua-mobile')
  if (hint === '?1') return true
  if (hint === '?0') return false
  // Plain alternatives, no repetition: linear in the header's length ('Mobi' covers Android
  // phones' 'Mobile'), and only its start is read (real user agents are a few hundred characters).
  return MOBILE_USER_AGENT.test((headers.get('user-agent') ?? '').slice(0, MAX_USER_AGENT_READ))
}

/** Phones' user agents (Android phones say 'Mobile'; Android tablets do not). */
export const MOBILE_USER_AGENT = /Mobi|iPhone|iPod|Windows Phone|Opera Mini/i
/** How much of a User-Agent is read. */
export const MAX_USER_AGENT_READ = 1024

/**
 * TRUST_PROXY as Express's `trust proxy` takes it, used only for the client's address (req.ip:
 * X-Forwarded-For to the API, logs): never for the origin, which is PUBLIC_ORIGIN's: 'true'/'false', a number of hops, or addresses
 * and names ('loopback', '10.0.0.0/8, 10.1.2.3'). Default 'loopback'.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const setting = value?.trim() ?? ''
  if (setting === '') return 'loopback'
  if (setting === 'true' || setting === 'false') return setting === 'true'
  if (/^\d+$/.test(setting)) return Number(setting)
  return setting
}

/**
 * The page a request asks for, on the shop's origin, or a 4xx status for one it will not render.
 * A URL, not yet a fetch `Request`: a page answered from the render cache never needs one.
 */
export function pageUrl(req: Pick<Request, 'originalUrl'>, origin: string): URL | 400 | 414 {
  const url = req.originalUrl
  if (url.length > MAX_URL_LENGTH) return 414
  if (!url.startsWith('/')) return 400
  try {
    decodeURIComponent(url.split('?')[0] ?? '')
  } catch {
    return 400
  }
  // The origin is ours; the path is appended as it came (a '//host' path stays a path).
  const base = origin.replace(/\/+$/, '')
  let parsed: URL
  try {
    parsed = new URL(base + url)
  } catch {
    return 400
  }
  return parsed.origin === originOf(base) ? parsed : 400
}

/** An origin's normalised form, worked out once per configured origin (not once per request). */
const origins = new Map<string, string>()
function originOf(base: string): string {
  let known = origins.get(base)
  if (known === undefined) {
    known = new URL(base).origin
    origins.set(base, known)
  }
  return known
}

/** The request the renderer sees for a page: a GET of its URL with the client's Accept. */
export function renderRequest(url: URL, accept: string | undefined): globalThis.Request {
  return new globalThis.Request(url, { method: 'GET', headers: { accept: accept ?? 'text/html' } })
}

/** Cache-Control of a file of the client build, by its path inside the build. */
export function staticCacheControl(fileInBuild: string): string {
  const parts = fileInBuild.split(/[\\/]/)
  // Hashed names: a new build has new names.
  if (parts[0] === 'assets') return 'public, max-age=31536000, immutable'
  // The service worker: a new build's is seen on the next visit (decision 0033).
  if (parts.length === 1 && parts[0] === 'sw.js') return 'no-cache'
  return 'public, max-age=86400'
}

/** Source maps stay with the operator: the server does not send them (`npm run build` keeps them in build/). */
/** The last segment of a path has a dot: the client build's files all do, pages do not. */
export function hasExtension(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1)
  return last.includes('.')
}

export function isSourceMap(urlPath: string): boolean {
  return /\.map$/i.test(urlPath.split('?')[0] ?? '')
}

const PAGE_STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  414: 'URI Too Long',
  500: 'Internal Server Error',
}

export function plain(res: Response, status: number): void {
  res
    .status(status)
    .type('text/plain; charset=utf-8')
    .send(PAGE_STATUS_TEXT[status] ?? 'Error')
}

export function createApp(options: AppOptions): express.Express {
  const app = express()
  app.disable('x-powered-by')
  // Only for the client's address (req.ip: X-Forwarded-For to the API, logs), never the origin.
  app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY))
  const { publicOrigin, readiness } = options
  const https = publicOrigin.startsWith('https:')

  // Probes first: nothing else (headers, compression, rendering) runs for them.
  if (readiness) app.use(healthRoutes(readiness))
  else app.get(['/healthz', '/readyz'], (_req, res) => void res.setHeader('Cache-Control', 'no-store').send('ok'))

  // The same for every answer (a page's policy is replaced by one with its nonce): built once.
  const headers = Object.entries(securityHeaders({ https }))
  app.use((_req, res, next) => {
    // Shutting down: each connection closes after its answer, so clients move to another process.
    if (readiness?.draining) res.setHeader('Connection', 'close')
    for (const [name, value] of headers) res.setHeader(name, value)
    next()
  })

  if (options.apiBaseUrl) {
    app.use(
      apiProxy({
        apiBaseUrl: options.apiBaseUrl,
        publicOrigin,
        log: options.log,
        timeoutMs: options.apiTimeoutMs,
        bodyLimitBytes: options.bodyLimitBytes,
      }),
    )
  }

  // Only for a request that accepts an encoding: the rest skip the middleware's wrapping of the
  // answer. Pages say `Vary: Accept-Encoding` themselves (src/server/pageRoute.ts); compression
  // adds it to the rest when it compresses.
  const compress = compression()
  app.use((req, res, next) => {
    if (req.headers['accept-encoding']) compress(req, res, next)
    else next()
  })
  if (options.devMiddleware) app.use(options.devMiddleware)
  const { clientDir } = options
  if (clientDir) {
    app.use((req, res, next) => {
      if (isSourceMap(req.path)) plain(res, 404)
      else next()
    })
    const files = express.static(clientDir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', staticCacheControl(path.relative(clientDir, file)))
        // The server's own files are for the shop's pages, not for other sites to load.
        res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
      },
    })
    // Every file of the build has an extension; a path whose last segment has none is a page,
    // answered without asking the file system first (one stat per page answer saved).
    app.use((req, res, next) => {
      if (hasExtension(req.path)) void files(req, res, next)
      else next()
    })
  }
  // robots.txt and the sitemap, from the API through the renderer's client (configured with it),
  // each page in every indexed language.
  const sitemap = new SitemapCache(async () =>
    inEveryIndexedLanguage(await (await options.renderer()).collectSitemapPaths()),
  )
  app.use(seoRoutes({ publicOrigin, sitemap, log: options.log }))

  app.use(pageRoute(options))

  // Whatever failed: a plain status, never a stack trace; logged once per episode.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    void next
    const status = errorStatus(error)
    if (status >= 500) {
      options.log.report(
        'server',
        `[server] ${req.method} ${req.path}: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    if (res.headersSent) {
      res.destroy()
      return
    }
    plain(res, status)
  })

  return app
}

/** The status an error asks for (body parsers and static files set one), else 500. */
function errorStatus(error: unknown): number {
  const status = error && typeof error === 'object' ? (error as { status?: unknown; statusCode?: unknown }) : {}
  const code = typeof status.status === 'number' ? status.status : status.statusCode
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500
}
