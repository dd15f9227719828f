/**
 * The mock shop in a Vitest browser test: one msw worker (mocks/public/mockServiceWorker.js, served
 * to the `browser` project by the mockShopAssets plugin) with every handler, and a log of the
 * /api/ requests it saw, each named by its endpoints.txt line ("GET /api/product-details/{slug}").
 */
import type { HttpHandler } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { handlers } from '@mocks/handlers'
import { ENDPOINTS, type Endpoint } from '@mocks/endpoints'
import { setMockLatency } from '@mocks/latency'
import { waitUntilSteady } from './wait'

export interface LoggedRequest {
  id: string
  /** 'GET /api/product-details/{slug}', or 'GET <path>' for a path endpoints.txt does not name. */
  call: string
  method: string
  url: string
  /** The body as text (JSON or urlencoded; '[multipart]' for FormData). */
  body: string
  answered: boolean
}

const patterns = ENDPOINTS.map((endpoint: Endpoint) => ({
  endpoint,
  regex: new RegExp(`^${endpoint.path.replace(/\/+$/, '').replace(/\{\w+\}/g, '[^/]+')}/?$`),
}))

/** The endpoints.txt line a request belongs to, e.g. 'GET /api/product-details/{slug}'. */
export function callOf(method: string, url: string): string {
  const { pathname } = new URL(url)
  const match = patterns.find((p) => p.endpoint.method === method && p.regex.test(pathname))
  return `${method} ${match ? match.endpoint.path : pathname}`
}

let worker: SetupWorker | null = null
const log: LoggedRequest[] = []
let nextId = 0
const open = new Set<AbortController>()

function bodyOf(body: BodyInit | null | undefined): string {
  if (body === undefined || body === null) return ''
  if (typeof body === 'string') return body
  if (body instanceof FormData) return '[multipart]'
  if (body instanceof URLSearchParams) return body.toString()
  return '[binary]'
}

/**
 * Records every /api/ call the app makes, at the moment it calls fetch (the worker's own events
 * arrive late when the page is busy), and when its answer arrives.
 */
function recordFetches(): void {
  const original = window.fetch.bind(window)
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    const absolute = new URL(url, window.location.href)
    if (!absolute.pathname.startsWith('/api/')) return original(input, init)
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const entry: LoggedRequest = {
      id: String(++nextId),
      call: callOf(method, absolute.href),
      method,
      url: absolute.href,
      body: bodyOf(init?.body),
      answered: false,
    }
    log.push(entry)
    // Requests left open (a hang) are aborted when the case ends, so none piles up in the worker.
    const controller = new AbortController()
    open.add(controller)
    const signal = init?.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal
    const answer = original(input, { ...init, signal })
    void answer.finally(() => open.delete(controller)).catch(() => undefined)
    void answer.then(
      () => (entry.answered = true),
      () => (entry.answered = true),
    )
    return answer
  }
}

/** Starts the worker once per test file (latency 0) and records the app's /api/ calls. */
export async function startMockShop(): Promise<SetupWorker> {
  if (worker) return worker
  setMockLatency(0)
  const started = setupWorker(...handlers)
  await started.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
  recordFetches()
  worker = started
  return started
}

function active(): SetupWorker {
  if (!worker) throw new Error('startMockShop() first')
  return worker
}

/** Overrides for the next render (faults, answerWith); reset() drops them. */
export function overrideHandlers(...overrides: HttpHandler[]): void {
  active().use(...overrides)
}

/** Aborts the requests still open (call after unmounting the app that made them). */
export function abortOpenRequests(): void {
  for (const controller of open) controller.abort()
  open.clear()
}

/** Drops the overrides, aborts what is still open and forgets the logged requests. */
export function resetMockShopWorker(): void {
  abortOpenRequests()
  active().resetHandlers()
  log.length = 0
}

/** The /api/ requests since the last reset. */
export function requests(): readonly LoggedRequest[] {
  return log
}

/** The requests of one call ('POST /api/subscribe'). */
export function requestsOf(call: string): LoggedRequest[] {
  return log.filter((entry) => entry.call === call)
}

/**
 * True once no /api/ request has been in flight or started for `quietMs`; false after
 * `timeoutMs`. Requests of the `except` calls are ignored (a hung call, or the retries SWR makes
 * of a failed one).
 */
export async function networkIdle(quietMs = 120, timeoutMs = 5000, except: readonly string[] = []): Promise<boolean> {
  const counted = () => log.filter((e) => !except.includes(e.call))
  let seen = -1
  return waitUntilSteady(
    () => {
      const entries = counted()
      const changed = entries.length !== seen
      seen = entries.length
      return !changed && !entries.some((e) => !e.answered)
    },
    quietMs,
    timeoutMs,
  )
}
