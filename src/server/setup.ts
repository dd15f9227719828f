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

interface Answer {
  status: number
  statusText: string
  headers: Array<[string, string]>
  body: ArrayBuffer
}

async function snapshot(response: Response): Promise<Answer> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  }
}

/** At most this many answers are kept (search queries make keys without end). */
export const SHARED_ANSWERS_LIMIT = 1000

/**
 * Concurrent renders asking for the same public URL share one request, however long it takes,
 * and an answer is reused for `ttlMs` after it arrived (0: only while in flight). Server renders carry no visitor's token or cookie, so
 * every render gets the same answer anyway; under load this spares the API most of the calls.
 * A server error or a failed call is not kept.
 */
export function sharedGets(base: typeof fetch, ttlMs: number, now: () => number = Date.now): typeof fetch {
  // `at`: when the answer arrived (null while the call is in flight: a call in flight is always shared).
  const answers = new Map<string, { at: number | null; answer: Promise<Answer> }>()
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    let entry = answers.get(url)
    if (!entry || (entry.at !== null && now() - entry.at > ttlMs)) {
      const fresh: { at: number | null; answer: Promise<Answer> } = {
        at: null,
        answer: base(input, init).then(snapshot),
      }
      answers.set(url, fresh)
      const forget = () => {
        if (answers.get(url) === fresh) answers.delete(url)
      }
      fresh.answer.then((answer) => {
        fresh.at = now()
        if (answer.status >= 500 || ttlMs === 0) forget()
        // An answer past its time is dropped, not kept until the map is full.
        else setTimeout(forget, ttlMs).unref()
      }, forget)
      while (answers.size > SHARED_ANSWERS_LIMIT) {
        const oldest = answers.keys().next().value
        if (oldest === undefined) break
        answers.delete(oldest)
      }
      entry = fresh
    }
    const answer = await entry.answer
    return new Response(answer.body.slice(0), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    })
  }
}

/**
 * The API client of server renders. `shareForMs`: how long an answer is reused (SSR_API_CACHE_MS,
 * default 5 s; renders in flight at the same time always share one request).
 */
export function configureServerApi(apiBaseUrl: string, base?: typeof fetch, shareForMs = 5000): void {
  configureClient({
    baseUrl: apiBaseUrl.replace(/\/+$/, ''),
    imageBaseUrl: '',
    getToken: () => null,
    fetch: sharedGets(serverFetch(base), shareForMs),
    // A drifted or malformed answer fails its call, and the page's failure log (src/server/page.ts)
    // reports failed calls once per episode; a line per call here would flood the log under load.
    report: () => undefined,
  })
}
