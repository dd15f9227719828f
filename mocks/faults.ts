/**
 * Per-story / per-test overrides of one endpoint, each an msw HttpHandler:
 *   story: beforeEach({ msw }) { msw.use(failWith('GET', '/api/feature-product', 500)) }
 *   test:  server.use(hang('POST', '/api/order-store'))
 * `path` is written as in docs/spec/endpoints.txt ('/api/product-details/{slug}') and matches
 * every value of its parameters, on any origin.
 */
import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw'
import type { EndpointMethod, EndpointPath } from './endpoints'
import { methodFactories, mswPath } from './handlers/http'
import { applyMockLatency } from './latency'
import { VALIDATION_MESSAGE } from './lib/failure'
import { LISTING_PAGE_SIZE, ORDERS_PAGE_SIZE, pageWithMeta, paginate } from './lib/paginate'

export { ENDPOINTS, type Endpoint, type EndpointMethod, type EndpointPath } from './endpoints'

export interface FaultOptions {
  /** Answer only the first matching request, then fall back to the shop (retry tests). */
  once?: boolean
}

function fault<M extends EndpointMethod>(
  method: M,
  path: EndpointPath<M>,
  respond: (request: Request) => Response | Promise<Response>,
  options: FaultOptions = {},
): HttpHandler {
  return methodFactories[method](
    mswPath(path),
    async ({ request }) => {
      await applyMockLatency()
      return respond(request)
    },
    { once: options.once ?? false },
  )
}

const DEFAULT_BODIES: Record<number, JsonBodyType> = {
  400: { message: 'Bad Request' },
  401: { message: 'Unauthenticated.' },
  403: { message: 'This action is unauthorized.' },
  404: { message: 'Not Found' },
  405: { message: 'Method Not Allowed' },
  419: { message: 'CSRF token mismatch.' },
  422: { message: VALIDATION_MESSAGE, errors: {} },
  429: { message: 'Too Many Attempts.' },
  500: { message: 'Server Error' },
  502: { message: 'Bad Gateway' },
  503: { message: 'Service Unavailable' },
}

/** The Laravel-like body an error status gets when none is given. */
export function defaultErrorBody(status: number): JsonBodyType {
  return DEFAULT_BODIES[status] ?? { message: status >= 500 ? 'Server Error' : 'Error' }
}

/** Answers `status` with `body` (default: Laravel's body for the status, e.g. 500 {message: 'Server Error'}). */
export function failWith<M extends EndpointMethod>(
  method: M,
  path: EndpointPath<M>,
  status: number,
  body?: JsonBodyType,
  options?: FaultOptions,
): HttpHandler {
  return fault(method, path, () => HttpResponse.json(body ?? defaultErrorBody(status), { status }), options)
}

/** A PHP notice in front of truncated JSON: 200, JSON content type, body that does not parse. */
export const MALFORMED_BODY =
  '<br />\n<b>Notice</b>:  Undefined index: slug in <b>/var/www/api/app/Http/Controllers/ApiController.php</b> on line <b>42</b><br />\n{"data": [{"id": 1,'

export function malformedJson<M extends EndpointMethod>(
  method: M,
  path: EndpointPath<M>,
  options?: FaultOptions,
): HttpHandler {
  return fault(
    method,
    path,
    () => new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    options,
  )
}

/** 200 with valid JSON of the wrong shape (backend drift). */
export function wrongShape<M extends EndpointMethod>(
  method: M,
  path: EndpointPath<M>,
  body: JsonBodyType,
  options?: FaultOptions,
): HttpHandler {
  return fault(method, path, () => HttpResponse.json(body, { status: 200 }), options)
}

/** Never answers (loading states, timeouts, aborts). */
export function hang<M extends EndpointMethod>(method: M, path: EndpointPath<M>, options?: FaultOptions): HttpHandler {
  return fault(
    method,
    path,
    async () => {
      await delay('infinite')
      return HttpResponse.json({ message: 'unreachable' }, { status: 504 })
    },
    options,
  )
}

/** Paginated endpoints (Laravel paginator) and their page size. */
export const PAGINATED_ENDPOINTS: ReadonlyMap<string, number> = new Map([
  ['/api/category-product/{slug}', LISTING_PAGE_SIZE],
  ['/api/categorywiseproduct/{slug}', LISTING_PAGE_SIZE],
  ['/api/auth/order-list/{customerId}', ORDERS_PAGE_SIZE],
])
/** Endpoints answering `{data, meta}`. */
export const META_PAGED_ENDPOINTS: ReadonlySet<string> = new Set(['/api/v2/product-search/{query}'])

/** The empty form of a list answer: an empty paginator, `{data: [], meta}` or `{data: []}`. */
export function emptyList<M extends EndpointMethod>(
  method: M,
  path: EndpointPath<M>,
  options?: FaultOptions,
): HttpHandler {
  return fault(
    method,
    path,
    (request) => {
      const perPage = PAGINATED_ENDPOINTS.get(path)
      if (perPage !== undefined) return HttpResponse.json(paginate([], 1, perPage, new URL(request.url)))
      if (META_PAGED_ENDPOINTS.has(path)) return HttpResponse.json(pageWithMeta([], 1, LISTING_PAGE_SIZE))
      return HttpResponse.json({ data: [] })
    },
    options,
  )
}

/** Any answer: `body` with `status` (default 200). */
export function answerWith<M extends EndpointMethod>(
  method: M,
  path: EndpointPath<M>,
  body: JsonBodyType,
  status = 200,
  options?: FaultOptions,
): HttpHandler {
  return fault(method, path, () => HttpResponse.json(body, { status }), options)
}
