/**
 * A fetch spy for the client tests: answers every request with the given responses in turn and
 * records what was sent. It replaces fetch (and so bypasses the mock shop's msw server).
 */
import { vi } from 'vitest'

export interface SentRequest {
  url: string
  method: string
  headers: Headers
  body: BodyInit | null | undefined
  credentials: RequestCredentials | undefined
  signal: AbortSignal | null | undefined
}

export type Answer = Response | (() => Response | Promise<Response>) | Error

/** A JSON response (status 200 unless given). */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

export function raw(body: string | null, status = 200, contentType = 'text/html'): Response {
  return new Response(body, { status, headers: { 'Content-Type': contentType } })
}

/** Installs the spy; `sent` fills up as requests are made. The last answer repeats. */
export function mockFetch(...answers: Answer[]): { sent: SentRequest[] } {
  const sent: SentRequest[] = []
  let index = 0
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      credentials: init?.credentials,
      signal: init?.signal,
    })
    const answer = answers[Math.min(index++, answers.length - 1)] ?? json({})
    if (answer instanceof Error) throw answer
    return typeof answer === 'function' ? answer() : answer.clone()
  })
  return { sent }
}

/** The only request made, failing loudly when there were none or several. */
export function only(sent: SentRequest[]): SentRequest {
  if (sent.length !== 1) throw new Error(`expected one request, got ${sent.length}`)
  const [first] = sent
  if (!first) throw new Error('no request')
  return first
}
