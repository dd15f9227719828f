/**
 * The one way handlers are declared: route(method, endpoints.txt path, resolver). It converts the
 * path to an msw pattern matching any origin, applies the mock latency, and turns a thrown
 * MockFailure into its JSON answer.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType, type PathParams } from 'msw'
import type { EndpointMethod, EndpointPath } from '../endpoints'
import { MockFailure } from '../lib/failure'
import type { Fields } from '../lib/validation'
import { applyMockLatency } from '../latency'

/** '/api/product-details/{slug}' -> '*\/api/product-details/:slug'. A trailing slash is dropped:
 * msw matches the pattern with and without it. */
export function mswPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return `*${trimmed.replace(/\{(\w+)\}/g, ':$1')}`
}

export const methodFactories = { GET: http.get, POST: http.post } as const

export interface RouteContext {
  request: Request
  url: URL
  /** A path parameter, already percent-decoded by msw ('' when absent). */
  param: (name: string) => string
}

export type RouteResolver = (context: RouteContext) => Response | Promise<Response>

function paramOf(params: PathParams, name: string): string {
  const value = params[name]
  return typeof value === 'string' ? value : (value?.[0] ?? '')
}

export function route<M extends EndpointMethod>(method: M, path: EndpointPath<M>, resolve: RouteResolver): HttpHandler {
  return methodFactories[method](mswPath(path), async ({ request, params }) => {
    await applyMockLatency()
    try {
      return await resolve({ request, url: new URL(request.url), param: (name) => paramOf(params, name) })
    } catch (error) {
      if (error instanceof MockFailure) return HttpResponse.json(error.body, { status: error.status })
      throw error
    }
  })
}

export function json(body: JsonBodyType, status = 200): Response {
  return HttpResponse.json(body, { status })
}

/** `{message}` answers. */
export function message(text: string, status = 200): Response {
  return json({ message: text }, status)
}

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The request body as fields: JSON, urlencoded or multipart (Files stay Files). Garbage -> {}. */
export async function readFields(request: Request): Promise<Fields> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      const form = await request.formData()
      const fields: Fields = {}
      form.forEach((value, key) => {
        fields[key] = value
      })
      return fields
    } catch {
      return {}
    }
  }
  const raw = await request.text()
  if (!raw.trim()) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    return isRecord(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

/** A positive integer id from a path or body value, else null. */
export function idOf(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n > 0 ? n : null
}

/** The `page` query parameter (1 when missing or invalid). */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}
