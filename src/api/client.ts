/**
 * The one HTTP client of the storefront (spec 000 s1): X-Requested-With on every request,
 * credentials included, JSON bodies, XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, Bearer token when
 * signed in, no timeout, 200-299 = success. Every answer the app reads is parsed with a zod schema.
 */
import { z } from 'zod/mini'
import { readToken } from '@/lib/storage'
import { ApiError } from './errors'
import { describeSchemaDrift } from './schemaReport'

type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue>

export interface ClientConfig {
  /** Origin (and optional prefix) the `/api/...` paths are appended to. '' = same origin. */
  baseUrl: string
  /** The access token of the signed-in customer, if any. */
  getToken: () => string | null
  /**
   * Origin of uploaded images when VITE_IMAGE_BASE_URL is not set; the API's when unset. The
   * server sets '' (same origin: it forwards /uploads), as the browser sees them.
   */
  imageBaseUrl?: string
  /** The fetch to send with; the global one at call time when unset (the server passes its own). */
  fetch?: typeof fetch
  /** Where a malformed or drifted answer is reported (default: the console). */
  report?: (message: string, detail?: unknown) => void
}

/** RFC 6750 `b64token` (a JWT is one): the only thing an `Authorization: Bearer` value can be. */
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/
/** Servers refuse request headers beyond ~8 KB (nginx's default buffers); no access token is that long. */
const MAX_TOKEN_LENGTH = 8 * 1024

/**
 * The stored token when it can be sent. Storage may hold anything (spec 000 s3): a value with
 * characters a header cannot carry makes `Headers.set` throw, so every call (a guest's catalogue
 * too) would fail; a huge one makes the server refuse every request. Such a value is not sent.
 */
function sendableToken(token: string | null): string | null {
  return token && token.length <= MAX_TOKEN_LENGTH && BEARER_TOKEN.test(token) ? token : null
}

function defaultBaseUrl(): string {
  const fromEnv: unknown = import.meta.env?.VITE_API_BASE_URL
  return typeof fromEnv === 'string' ? fromEnv.replace(/\/+$/, '') : ''
}

const config: ClientConfig = { baseUrl: defaultBaseUrl(), getToken: readToken }

/** The optional settings of ClientConfig. */
type OptionalSetting = {
  [K in keyof ClientConfig]-?: undefined extends ClientConfig[K] ? K : never
}[keyof ClientConfig]

/** Every optional setting, unset (the type makes a new optional setting of ClientConfig a key here). */
const UNSET: Record<OptionalSetting, undefined> = {
  imageBaseUrl: undefined,
  fetch: undefined,
  report: undefined,
}

/**
 * Overrides parts of the client configuration (tests, Node). Returns the previous values, unset
 * optional ones included (as undefined), so that passing them back restores the configuration as
 * it was: an override of a value that was unset does not outlive its restoration.
 */
export function configureClient(next: Partial<ClientConfig>): ClientConfig {
  const previous: ClientConfig = { ...UNSET, ...config }
  Object.assign(config, next)
  return previous
}

function report(message: string, detail?: unknown): void {
  if (config.report) config.report(message, detail)
  else if (detail === undefined) console.error(message)
  else console.error(message, detail)
}

export function apiBaseUrl(): string {
  return config.baseUrl
}

/** Where uploaded images are, unless VITE_IMAGE_BASE_URL says otherwise (src/api/images.ts). */
export function defaultImageBaseUrl(): string {
  return config.imageBaseUrl ?? config.baseUrl
}

/**
 * Builds a path with every interpolated value encoded as one path segment, so a slug or search
 * query with '/', '?', '#', spaces or Bangla text cannot break the URL.
 *   apiPath`/api/product-details/${slug}`
 */
export function apiPath(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce(
    (path, part, i) => path + part + (i < values.length ? encodeURIComponent(String(values[i])) : ''),
    '',
  )
}

export function buildUrl(path: string, query?: Query): string {
  let url = config.baseUrl + path
  if (query) {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue
      params.append(key, String(value))
    }
    const qs = params.toString()
    if (qs) url += (url.includes('?') ? '&' : '?') + qs
  }
  return url
}

function readCookie(name: string): string | null {
  if (import.meta.env.SSR || typeof document.cookie !== 'string') return null
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=')
    if (rawKey === name) {
      const value = rest.join('=')
      try {
        return decodeURIComponent(value)
      } catch {
        return value
      }
    }
  }
  return null
}

export interface RequestOptions<S extends z.core.$ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  query?: Query
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown
  schema: S
  signal?: AbortSignal
}

/** Extracts Laravel's `{message, errors: {field: [..]}}` lists. */
export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {}
  const errors = body.errors
  if (!errors || typeof errors !== 'object') return {}
  const out: Record<string, string[]> = {}
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value]
    const messages = list.filter((m): m is string => typeof m === 'string' && m !== '')
    if (messages.length) out[field] = messages
  }
  return out
}

function messageFromBody(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = body.message
    if (typeof message === 'string' && message) return message
  }
  return undefined
}

async function readBody(response: Response): Promise<{ text: string; json: unknown; isJson: boolean }> {
  const text = await response.text()
  if (text.trim() === '') return { text, json: null, isJson: true }
  try {
    return { text, json: JSON.parse(text) as unknown, isJson: true }
  } catch {
    return { text, json: undefined, isJson: false }
  }
}

/** Sends one request and returns the parsed answer, or rejects with an ApiError. */
export async function request<S extends z.core.$ZodType>(options: RequestOptions<S>): Promise<z.output<S>> {
  const method = options.method ?? 'GET'
  const url = buildUrl(options.path, options.query)
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' })
  const xsrf = readCookie('XSRF-TOKEN')
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf)
  const token = sendableToken(config.getToken())
  if (token) headers.set('Authorization', `Bearer ${token}`)

  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }

  let response: Response
  try {
    response = await (config.fetch ?? fetch)(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    })
  } catch (cause) {
    throw new ApiError({ kind: 'network', status: 0, message: 'Network error', method, url, cause })
  }

  const { json, isJson, text } = await readBody(response)

  if (!response.ok) {
    const parsedBody = isJson ? json : text
    throw new ApiError({
      kind: 'http',
      status: response.status,
      message: messageFromBody(parsedBody) ?? (response.statusText || `HTTP ${response.status}`),
      method,
      url,
      body: parsedBody,
      fieldErrors: response.status === 422 ? fieldErrorsOf(parsedBody) : {},
    })
  }

  if (!isJson) {
    report(`[api] ${method} ${url}: the answer is not JSON`)
    throw new ApiError({
      kind: 'parse',
      status: response.status,
      message: 'Malformed response',
      method,
      url,
      body: text,
    })
  }

  const parsed = z.safeParse(options.schema, json)
  if (!parsed.success) {
    const drift = `[api] ${method} ${url}: the answer does not match its schema`
    void describeSchemaDrift(options.schema, json, parsed.error).then((detail) => report(drift, detail))
    throw new ApiError({
      kind: 'schema',
      status: response.status,
      message: 'Unexpected response',
      method,
      url,
      body: json,
      cause: parsed.error,
    })
  }
  return parsed.data
}
