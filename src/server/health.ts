/**
 * Health for the operator (decision 0037, docs/deploy.md):
 * - `GET /healthz`, liveness: 200 while the process can answer; no API call.
 * - `GET /readyz`, readiness: 200 when the API answered a cheap public call (the site metadata)
 *   within the last `freshForMs`, or answers one now within `probeTimeoutMs`; else 503. 503 at
 *   once and for good when the process is draining (SIGTERM).
 * Neither is rendered nor logged per request; probes in flight at the same time share one call.
 */
import express from 'express'

/** The cheap public call readiness asks the API (the site metadata every page reads). */
export const READINESS_PATH = '/api/v2/tags'

export interface ReadinessOptions {
  apiBaseUrl: string
  /** A success is believed this long (default 10 s). */
  freshForMs?: number
  /** How long a probe may take (default 2 s). */
  probeTimeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
}

export class Readiness {
  private lastOk = Number.NEGATIVE_INFINITY
  private probe: Promise<boolean> | null = null
  private drainingSince: number | null = null
  private readonly freshForMs: number
  private readonly probeTimeoutMs: number
  private readonly fetch: typeof fetch
  private readonly now: () => number

  constructor(private readonly options: ReadinessOptions) {
    this.freshForMs = options.freshForMs ?? 10_000
    this.probeTimeoutMs = options.probeTimeoutMs ?? 2000
    this.fetch = options.fetch ?? fetch
    this.now = options.now ?? Date.now
  }

  /** From now on not ready (the process is shutting down). */
  drain(): void {
    this.drainingSince ??= this.now()
  }

  get draining(): boolean {
    return this.drainingSince !== null
  }

  /** The API answered (a successful call seen elsewhere counts too). */
  noteApiAnswered(): void {
    this.lastOk = this.now()
  }

  async ready(): Promise<boolean> {
    if (this.draining) return false
    if (this.now() - this.lastOk <= this.freshForMs) return true
    this.probe ??= this.ask().finally(() => {
      this.probe = null
    })
    return (await this.probe) && !this.draining
  }

  private async ask(): Promise<boolean> {
    try {
      const response = await this.fetch(this.options.apiBaseUrl.replace(/\/+$/, '') + READINESS_PATH, {
        headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        signal: AbortSignal.timeout(this.probeTimeoutMs),
      })
      await response.arrayBuffer()
      if (response.ok) {
        this.noteApiAnswered()
        return true
      }
      return false
    } catch {
      return false
    }
  }
}

function plain(res: express.Response, status: number, text: string): void {
  res.status(status).type('text/plain; charset=utf-8').setHeader('Cache-Control', 'no-store')
  res.send(text)
}

/** /healthz and /readyz; mounted first, so nothing else (rendering, compression, logging) sees them. */
export function healthRoutes(readiness: Readiness): express.Router {
  const router = express.Router()
  router.get('/healthz', (_req, res) => plain(res, 200, 'ok'))
  router.get('/readyz', async (_req, res) => {
    if (await readiness.ready()) plain(res, 200, 'ready')
    else plain(res, 503, readiness.draining ? 'shutting down' : 'the API is not answering')
  })
  return router
}
