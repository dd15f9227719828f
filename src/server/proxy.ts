/**
 * The same-origin forward of the browser's `/api/*` and `/uploads/*` to the Laravel API
 * (decision 0037). It faces the internet, so:
 * - only paths that stay under `/api/` or `/uploads/` once percent-decoded (repeatedly) and read
 *   with `\` as `/` are forwarded, and never one with a `.` or `..` segment: the API's own path
 *   normalisation would otherwise reach `/telescope`, `/.env`-style paths (400, nothing sent);
 * - hop-by-hop headers and the client's own `Forwarded`/`X-Forwarded-*`/`X-Real-IP` are dropped;
 *   `X-Forwarded-Host`/`-Proto`/`-Port` come from PUBLIC_ORIGIN and `X-Forwarded-For` is the
 *   client's address as Express trusts it (TRUST_PROXY);
 * - the API's `Location` on its own origin is rewritten to the shop's;
 * - a body over `bodyLimitBytes` gets 413 (by Content-Length at once, or when a chunked body
 *   passes it);
 * - keep-alive connections to the API (one pool per process), kept idle no longer than the API's
 *   own `Keep-Alive: timeout=` hint says; a GET or HEAD whose reused connection the API had just
 *   closed (reset before any answer: the keep-alive race) is sent once more on a new connection,
 *   anything else is never repeated; an API silent for `timeoutMs`
 *   gives 504 with a JSON message (or, once its answer has started, ends the shopper's
 *   response); an API that resets or fails after its headers ends the shopper's response at once,
 *   so the browser sees a failed request, never a hang;
 * - uploaded files are inert: nosniff, `default-src 'none'; sandbox`, and `attachment` for what is
 *   not a raster image or SVG, whatever the API sent.
 * Each failure is logged once per cause and episode (FailureLog).
 */
import http from 'node:http'
import https from 'node:https'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'
import type { FailureLog } from './page'

/** What is forwarded: everything under these (with the trailing slash). */
export const FORWARDED_PREFIXES = ['/api/', '/uploads/'] as const

/** Default body limit: a ~10 MB prescription upload with its multipart framing. */
export const DEFAULT_BODY_LIMIT_BYTES = 12 * 1024 * 1024
/** Default time the API may stay silent before the shopper gets 504. */
export const DEFAULT_API_TIMEOUT_MS = 30_000

/** The messages the browser shows (src/api/client.ts reads `message` of an error's JSON body). */
export const PROXY_MESSAGES = {
  unavailable: 'The shop is not answering. Please try again.',
  timeout: 'The shop is taking too long to answer. Please try again.',
  tooLarge: 'The file is too large to upload.',
  badPath: 'Bad Request',
} as const

/**
 * The path as the API would read it, or null when it must not be forwarded: not under
 * /api/ or /uploads/, a dot segment, a NUL, or malformed percent-encoding. Decodes until nothing
 * changes (double encoding: `%252e`), and reads `\` as `/` (some servers do).
 */
export function forwardablePath(rawPath: string): string | null {
  let path = rawPath
  for (let round = 0; round < 4; round += 1) {
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return null
    }
    if (decoded === path) break
    path = decoded
    if (round === 3) return null
  }
  if (path.includes('\0')) return null
  const segments = path.replace(/\\/g, '/').split('/')
  if (segments.some((segment) => segment === '.' || segment === '..')) return null
  const normalised = segments.join('/')
  return FORWARDED_PREFIXES.some((prefix) => normalised.startsWith(prefix)) ? normalised : null
}

/** Hop-by-hop headers (RFC 9110 7.6.1) and the forwarding headers a client must not set itself. */
const DROPPED_REQUEST_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'upgrade',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
]

/** The request headers the API receives: the client's, minus hop-by-hop and forwarding ones, plus ours. */
export function forwardedRequestHeaders(
  headers: http.IncomingHttpHeaders,
  { publicOrigin, clientAddress }: { publicOrigin: string; clientAddress: string | undefined },
): http.IncomingHttpHeaders {
  const out: http.IncomingHttpHeaders = { ...headers }
  // Headers the client names in Connection are hop-by-hop too.
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  for (const name of [...DROPPED_REQUEST_HEADERS, ...named]) {
    // `host` is the API's (changeOrigin); content-length and transfer-encoding describe the body.
    if (name !== 'host' && name !== 'content-length' && name !== 'transfer-encoding') delete out[name]
  }
  const origin = new URL(publicOrigin)
  out['x-forwarded-host'] = origin.host
  out['x-forwarded-proto'] = origin.protocol.replace(':', '')
  out['x-forwarded-port'] = origin.port || (origin.protocol === 'https:' ? '443' : '80')
  if (clientAddress) out['x-forwarded-for'] = clientAddress
  return out
}

/** The API's Location on its own origin, moved to the shop's origin; any other left as it is. */
export function rewriteLocation(location: string, apiBaseUrl: string, publicOrigin: string): string {
  let target: URL
  try {
    target = new URL(location, apiBaseUrl)
  } catch {
    return location
  }
  if (target.origin !== new URL(apiBaseUrl).origin) return location
  return new URL(target.pathname + target.search + target.hash, publicOrigin).href
}

/** Image types a browser displays without running anything; SVG runs nothing under the sandbox policy either. */
const DISPLAYED_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'image/svg+xml',
])

/** The policy of every uploaded file: no script, no plugin, no form, not even as a document. */
export const UPLOAD_CSP = "default-src 'none'; sandbox"

/** The headers an uploaded file goes out with, whatever the API sent (mutates and returns `headers`). */
export function inertUploadHeaders(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const type = String(headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase()
  const image = type !== undefined && DISPLAYED_IMAGE_TYPES.has(type)
  if (!type) headers['content-type'] = 'application/octet-stream'
  headers['x-content-type-options'] = 'nosniff'
  headers['content-security-policy'] = UPLOAD_CSP
  if (image) delete headers['content-disposition']
  else headers['content-disposition'] = 'attachment'
  return headers
}

export interface ApiProxyOptions {
  apiBaseUrl: string
  publicOrigin: string
  log: FailureLog
  timeoutMs?: number
  bodyLimitBytes?: number
}

function jsonError(res: Response, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.status(status).type('application/json').setHeader('Cache-Control', 'no-store')
  res.end(JSON.stringify({ message }))
}

interface ProxyState {
  timedOut?: boolean
  tooLarge?: boolean
  /** The forward went out on a kept-alive connection the agent had reused. */
  reusedSocket?: boolean
  retried?: boolean
}

/** Methods that may be sent again: nothing was changed by a request the API never read. */
const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The keep-alive race: the API closed an idle connection just as the agent reused it, so the
 * request died before any answer. Node's documentation advises sending such a request again.
 */
export function isKeepAliveRace(
  error: NodeJS.ErrnoException,
  state: Pick<ProxyState, 'reusedSocket' | 'retried'>,
  method: string | undefined,
): boolean {
  return (
    state.reusedSocket === true &&
    state.retried !== true &&
    REPEATABLE.has(method ?? '') &&
    (error.code === 'ECONNRESET' || error.code === 'EPIPE')
  )
}

const states = new WeakMap<http.IncomingMessage, ProxyState>()

function stateOf(req: http.IncomingMessage): ProxyState {
  let state = states.get(req)
  if (!state) {
    state = {}
    states.set(req, state)
  }
  return state
}

/** `/api/*` and `/uploads/*` to the API, hardened as the file's comment says. */
export function apiProxy({
  apiBaseUrl,
  publicOrigin,
  log,
  timeoutMs = DEFAULT_API_TIMEOUT_MS,
  bodyLimitBytes = DEFAULT_BODY_LIMIT_BYTES,
}: ApiProxyOptions): RequestHandler[] {
  const target = new URL(apiBaseUrl)
  // `timeout` is how long an idle connection is kept; Node shortens it to the API's own
  // `Keep-Alive: timeout=` hint (which is why the hint is left on the API's answer below).
  const agentOptions = { keepAlive: true, maxSockets: 128, maxFreeSockets: 32, timeout: 15_000 }
  const agent = target.protocol === 'https:' ? new https.Agent(agentOptions) : new http.Agent(agentOptions)

  const guard: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const raw = req.url.split('?')[0] ?? ''
    if (!FORWARDED_PREFIXES.some((prefix) => raw.startsWith(prefix))) {
      next()
      return
    }
    if (forwardablePath(raw) === null) {
      res.status(400).type('text/plain; charset=utf-8').setHeader('Cache-Control', 'no-store')
      res.end(PROXY_MESSAGES.badPath)
      return
    }
    const length = Number(req.headers['content-length'] ?? 0)
    if (Number.isFinite(length) && length > bodyLimitBytes) {
      // Said before the body is read; the connection is closed (the body is not drained).
      res.setHeader('Connection', 'close')
      jsonError(res, 413, PROXY_MESSAGES.tooLarge)
      return
    }
    req.headers = forwardedRequestHeaders(req.headers, { publicOrigin, clientAddress: req.ip })
    next()
  }

  const forward = createProxyMiddleware<Request, Response>({
    target: apiBaseUrl,
    changeOrigin: true,
    xfwd: false,
    agent,
    pathFilter: (path) => FORWARDED_PREFIXES.some((prefix) => path.startsWith(prefix)),
    // Cookies the API sets for its own domain become cookies of the shop's origin.
    cookieDomainRewrite: '',
    on: {
      proxyReq: (proxyReq, req, res) => {
        stateOf(req).reusedSocket = proxyReq.reusedSocket
        // Silent for too long (no answer, or a stalled answer or upload): 504, or the answer ended.
        proxyReq.setTimeout(timeoutMs, () => {
          stateOf(req).timedOut = true
          proxyReq.destroy(new Error(`no answer within ${timeoutMs} ms`))
        })
        if (req.headers['content-length'] === undefined) {
          // A chunked body: counted as it passes.
          let received = 0
          req.on('data', (chunk: Buffer) => {
            received += chunk.length
            if (received > bodyLimitBytes && !stateOf(req).tooLarge) {
              stateOf(req).tooLarge = true
              req.unpipe(proxyReq)
              proxyReq.destroy()
              res.setHeader('Connection', 'close')
              jsonError(res, 413, PROXY_MESSAGES.tooLarge)
            }
          })
        }
      },
      proxyRes: (proxyRes, req, res) => {
        const headers = proxyRes.headers
        if (typeof headers.location === 'string') {
          headers.location = rewriteLocation(headers.location, apiBaseUrl, publicOrigin)
        }
        if ((req.url ?? '').startsWith('/uploads/')) inertUploadHeaders(headers)
        // Hop-by-hop headers of the API's answer are the API's connection's, not the shopper's.
        // `Keep-Alive` stays on the API's answer, whose agent reads it when the connection is
        // freed, and is taken off the shopper's once copied (just before the body is piped).
        for (const name of ['proxy-authenticate', 'trailer', 'upgrade']) delete headers[name]
        res.once('pipe', () => res.removeHeader('keep-alive'))
        // The API failed after its headers (reset, error, stall): the shopper's answer ends now,
        // incomplete, so the browser reports a failed request instead of waiting.
        const broken = (reason: string) => {
          // Complete, or the shopper went away first (a closed tab, a cancelled image): nothing broke.
          if (proxyRes.complete || req.socket.destroyed) return
          log.report('proxy-broken', `[proxy] the API's answer broke off: ${reason} (${req.method} ${req.url})`)
          res.destroy()
        }
        proxyRes.on('error', (error) => broken(error.message))
        proxyRes.on('aborted', () => broken('connection reset'))
        proxyRes.on('close', () => broken(stateOf(req).timedOut ? `no data for ${timeoutMs} ms` : 'connection closed'))
      },
      error: (error, req, res) => {
        const state = stateOf(req)
        if (state.tooLarge) return
        if (!('writeHead' in res)) {
          res.destroy()
          return
        }
        if (!res.headersSent && isKeepAliveRace(error, state, req.method)) {
          state.retried = true
          state.reusedSocket = false
          void forward(req, res, () => jsonError(res, 502, PROXY_MESSAGES.unavailable))
          return
        }
        if (state.timedOut) {
          log.report(
            'proxy-timeout',
            `[proxy] the API did not answer within ${timeoutMs} ms (${req.method} ${req.url})`,
          )
          jsonError(res, 504, PROXY_MESSAGES.timeout)
          return
        }
        if (res.headersSent) {
          // It answered, then failed: the shopper's answer ends here, incomplete.
          log.report('proxy-broken', `[proxy] the API's answer broke off: ${error.message} (${req.method} ${req.url})`)
          res.destroy()
          return
        }
        log.report('proxy', `[proxy] the API did not answer: ${error.message}`)
        jsonError(res, 502, PROXY_MESSAGES.unavailable)
      },
    },
  })

  return [guard, forward]
}
