/**
 * SWR across the server/browser boundary. The server renders a page from a request-scoped SWR
 * cache it filled; the browser starts with the same entries in SWR's cache, so the first render
 * shows the same data, and the hooks that were answered on the server do not fetch again when
 * they mount for hydration (later mounts revalidate as usual).
 *
 * Only answers travel: data, and "not found" (404) errors, which decide what the page shows (the
 * product page's "Product not found"). Other failures are left out: the browser asks again and
 * shows its own loading and error states.
 */
import { unstable_serialize, type Cache, type Middleware, type State } from 'swr'
import { ApiError, isApiError, type ApiErrorKind } from '@/api/errors'

export interface SerializedApiError {
  kind: ApiErrorKind
  status: number
  message: string
  method: string
  /** The path only: the API's internal address stays on the server. */
  url: string
}

export type SerializedSWRState = { data: unknown } | { error: SerializedApiError }

/** Failures that are an answer about the resource itself (it does not exist), not a fault. */
export function isDefinitiveError(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 410)
}

/** SWR's state after a finished request: what a hook mounting on it reads as settled. */
export function settledState(serialized: SerializedSWRState): State {
  if ('error' in serialized) {
    const { kind, status, message, method, url } = serialized.error
    return {
      data: undefined,
      error: new ApiError({ kind, status, message, method, url }),
      isLoading: false,
      isValidating: false,
    }
  }
  return { data: serialized.data, error: undefined, isLoading: false, isValidating: false }
}

/**
 * What of a "not found" answer goes into the page: its kind, status and message, and the path it
 * was asked at. Never the API's address (API_BASE_URL is internal) or its body (a Laravel in debug
 * mode puts the exception and a stack trace there).
 */
export function toSerializedError(error: ApiError): SerializedApiError {
  const { kind, status, message, method } = error
  let url: string
  try {
    const parsed = new URL(error.url, 'http://server.invalid')
    url = parsed.pathname + parsed.search
  } catch {
    url = ''
  }
  return { kind, status, message, method, url }
}

/** The entries of a cache worth sending: data, and definitive errors. */
export function serializeCache(cache: Iterable<[string, State]>): Array<[string, SerializedSWRState]> {
  const out: Array<[string, SerializedSWRState]> = []
  for (const [key, state] of cache) {
    if (state.data !== undefined) {
      out.push([key, { data: state.data }])
    } else if (isDefinitiveError(state.error)) {
      out.push([key, { error: toSerializedError(state.error) }])
    }
  }
  return out
}

/** Puts the server's answers into a cache (the browser's SWR cache before hydration). */
export function primeCache(cache: Cache, entries: ReadonlyArray<[string, SerializedSWRState]>): void {
  for (const [key, serialized] of entries) cache.set(key, settledState(serialized))
}

/** Keys answered on the server whose hooks have not mounted for hydration yet. */
const answeredOnServer = new Set<string>()

export function expectHydration(keys: Iterable<string>): void {
  for (const key of keys) answeredOnServer.add(key)
}

/** Hydration is over: from now on a hook mounting on such a key revalidates as SWR does. */
export function hydrationDone(): void {
  answeredOnServer.clear()
}

/**
 * While the page hydrates, a hook whose key the server answered does not fetch on mount: the
 * answer is seconds old at most, and fetching it again is what hydration is meant to avoid.
 */
export const hydrationMiddleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const fromServer = answeredOnServer.size > 0 && answeredOnServer.has(unstable_serialize(key))
  return useSWRNext(key, fetcher, fromServer ? { ...config, revalidateOnMount: false } : config)
}
