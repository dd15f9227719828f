/**
 * How the server's renderer talks to the API: the same client as the browser (src/api), with
 * the API's address, no visitor's token or cookies (the server renders public pages only), GET
 * only, a time limit per call, and image URLs on the shop's own origin (the server forwards
 * /uploads). Malformed answers are reported with the page's failure line (src/server/page.ts).
 */
import { configureClient } from '@/api/client'

/** No call of a server render waits longer than this (the page's data budget is shorter still). */
export const SERVER_CALL_TIMEOUT_MS = 2500

export class ReadOnlyError extends Error {
  override readonly name = 'ReadOnlyError'
}

/** The fetch server renders use: GET only, each call limited in time. */
export function serverFetch(base: typeof fetch = fetch, timeoutMs = SERVER_CALL_TIMEOUT_MS): typeof fetch {
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    if (method !== 'GET' && method !== 'HEAD') {
      return Promise.reject(new ReadOnlyError(`A server render does not send ${method} requests`))
    }
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    return base(input, { ...init, signal })
  }
}

export function configureServerApi(apiBaseUrl: string, base?: typeof fetch): void {
  configureClient({
    baseUrl: apiBaseUrl.replace(/\/+$/, ''),
    imageBaseUrl: '',
    getToken: () => null,
    fetch: serverFetch(base),
    report: () => undefined,
  })
}
