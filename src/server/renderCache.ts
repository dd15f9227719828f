/**
 * The render cache of public pages (decision 0038): a page's finished document is kept in the
 * process, bounded in entries and bytes (least recently used goes first), and answered again
 * without rendering:
 * - fresh for `freshMs` after its render;
 * - then, for `staleWhileRevalidateMs` more, answered at once while one render in the background
 *   refreshes it;
 * - after that, up to `staleIfErrorMs` after its render, a request waits for a new render, and
 *   gets the kept page when that render fails (the API down, slow or answering 5xx): the shop
 *   stays browsable from what it last saw. The first failed refresh is logged, and the return to
 *   fresh renders.
 * Renders of one key never run twice at once (single-flight): requests that find no usable copy
 * wait for the render in flight. A render that is not 'public' (its data failed, or the page is
 * drawn per visitor) is answered to the requests that waited for it and never kept.
 *
 * The key is what the page's HTML depends on (src/server/pageRoute.ts): origin, layout, path and
 * query; the language is in the path. The document is kept with a placeholder where each answer's
 * CSP nonce goes.
 */
import { LRUCache } from 'lru-cache'

export interface CachedPage {
  status: number
  html: string
  /** Set for a redirect. */
  location?: string
}

/**
 * Who may keep a rendered page: 'public' (anyone: a public page whose data all arrived),
 * 'degraded' (a public page some of whose data failed: answered, never kept), 'private' (the
 * visitor's own: drawn in the browser, as account, cart and forms are, or drawn here as no visitor
 * in particular with the visitor's parts after hydration, as checkout is; never kept anywhere).
 */
export type Sharing = 'public' | 'degraded' | 'private'

export interface RenderOutcome {
  page: CachedPage
  sharing: Sharing
}

/** Where an answer came from: a kept copy (fresh, stale while refreshed, stale because the refresh failed) or a render. */
export type CacheSource = 'hit' | 'stale' | 'stale-if-error' | 'miss'

export interface RenderCacheSettings {
  freshMs: number
  staleWhileRevalidateMs: number
  staleIfErrorMs: number
  /** A 404 (or 410) stays fresh this long. */
  notFoundMs: number
  /** After a failed refresh, no new one is tried for this long (the stale copy is answered at once). */
  retryMs: number
  maxEntries: number
  maxBytes: number
}

export const DEFAULT_RENDER_CACHE: RenderCacheSettings = {
  freshMs: 30_000,
  staleWhileRevalidateMs: 300_000,
  staleIfErrorMs: 24 * 60 * 60_000,
  notFoundMs: 10_000,
  retryMs: 5_000,
  maxEntries: 2_000,
  maxBytes: 64 * 1024 * 1024,
}

/** Statuses a kept page may have: pages, redirects and 'not found'. */
const KEPT_STATUSES = new Set([200, 301, 302, 307, 308, 404, 410])

interface Entry {
  page: CachedPage
  storedAt: number
  freshUntil: number
  /** When the last refresh failed (null: it did not). */
  failedAt: number | null
}

/** A seconds setting from the environment, or the default when unset or not a number >= 0. */
function seconds(value: string | undefined, fallbackMs: number): number {
  const parsed = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0
    ? parsed * 1000
    : fallbackMs
}

function count(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

/**
 * The cache's settings from the environment (docs/deploy.md), or null when it is off: SSR_CACHE
 * ('on' | 'off'; default on in production, off in development, where edits must show at once),
 * SSR_CACHE_FRESH_S, SSR_CACHE_SWR_S, SSR_CACHE_STALE_IF_ERROR_S, SSR_CACHE_404_S,
 * SSR_CACHE_MAX_ENTRIES, SSR_CACHE_MAX_MB.
 */
export function renderCacheSettings(env: Record<string, string | undefined>): RenderCacheSettings | null {
  const switchedOn = env.SSR_CACHE ? env.SSR_CACHE === 'on' : env.NODE_ENV === 'production'
  if (!switchedOn) return null
  const d = DEFAULT_RENDER_CACHE
  const freshMs = seconds(env.SSR_CACHE_FRESH_S, d.freshMs)
  return {
    freshMs,
    staleWhileRevalidateMs: seconds(env.SSR_CACHE_SWR_S, d.staleWhileRevalidateMs),
    staleIfErrorMs: seconds(env.SSR_CACHE_STALE_IF_ERROR_S, d.staleIfErrorMs),
    notFoundMs: Math.min(freshMs, seconds(env.SSR_CACHE_404_S, d.notFoundMs)),
    retryMs: d.retryMs,
    maxEntries: count(env.SSR_CACHE_MAX_ENTRIES, d.maxEntries),
    maxBytes: count(env.SSR_CACHE_MAX_MB, d.maxBytes / 1024 / 1024) * 1024 * 1024,
  }
}

export class RenderCache {
  private readonly entries: LRUCache<string, Entry>
  private readonly inFlight = new Map<string, Promise<RenderOutcome>>()
  /** A refresh failed and kept pages are being answered: logged once, until a refresh succeeds. */
  private degraded = false

  constructor(
    readonly settings: RenderCacheSettings,
    private readonly log: (line: string) => void = (line) => console.error(line),
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: settings.maxEntries,
      maxSize: settings.maxBytes,
      // UTF-16 in memory: two bytes a character is what a string of this size costs.
      sizeCalculation: (entry) => Math.max(1, entry.page.html.length * 2 + (entry.page.location?.length ?? 0) * 2),
    })
  }

  /** Kept pages, and their size in bytes. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize }
  }

  /** Forgets every kept page (renders in flight still finish). */
  clear(): void {
    this.entries.clear()
  }

  /** The page for `key`: kept, or rendered by `render` (one render of a key at a time). */
  async get(key: string, render: () => Promise<RenderOutcome>): Promise<RenderOutcome & { source: CacheSource }> {
    const entry = this.entries.get(key)
    const now = this.now()
    if (entry) {
      const kept = { page: entry.page, sharing: 'public' } as const
      if (now < entry.freshUntil) return { ...kept, source: 'hit' }
      if (now - entry.storedAt < this.settings.staleIfErrorMs) {
        const recentlyFailed = entry.failedAt !== null && now - entry.failedAt < this.settings.retryMs
        if (recentlyFailed) return { ...kept, source: 'stale-if-error' }
        if (now < entry.freshUntil + this.settings.staleWhileRevalidateMs) {
          this.refresh(key, render).catch(() => undefined)
          return { ...kept, source: 'stale' }
        }
        const outcome = await this.refresh(key, render).catch(() => null)
        if (outcome?.sharing === 'public') return { ...outcome, source: 'miss' }
        return { ...kept, source: 'stale-if-error' }
      }
      this.entries.delete(key)
    }
    return { ...(await this.refresh(key, render)), source: 'miss' }
  }

  /** Renders `key` unless a render of it is in flight, and keeps what may be kept. */
  private refresh(key: string, render: () => Promise<RenderOutcome>): Promise<RenderOutcome> {
    const running = this.inFlight.get(key)
    if (running) return running
    const flight = render()
      .then(
        (outcome) => {
          if (outcome.sharing === 'public' && KEPT_STATUSES.has(outcome.page.status)) this.keep(key, outcome.page)
          else if (outcome.sharing === 'degraded') this.failed(key, 'its data did not all arrive')
          return outcome
        },
        (error: unknown) => {
          this.failed(key, error instanceof Error ? error.message : String(error))
          throw error
        },
      )
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, flight)
    return flight
  }

  private keep(key: string, page: CachedPage): void {
    const now = this.now()
    const notFound = page.status === 404 || page.status === 410
    this.entries.set(key, {
      page,
      storedAt: now,
      freshUntil: now + (notFound ? this.settings.notFoundMs : this.settings.freshMs),
      failedAt: null,
    })
    if (this.degraded) {
      this.degraded = false
      this.log(`[ssr] render cache: pages render with their data again (${key})`)
    }
  }

  /** A refresh failed: a kept copy is answered, and the first such failure is logged. */
  private failed(key: string, why: string): void {
    const entry = this.entries.peek(key)
    if (!entry) return
    entry.failedAt = this.now()
    if (!this.degraded) {
      this.degraded = true
      const age = Math.round((this.now() - entry.storedAt) / 1000)
      this.log(
        `[ssr] render cache: a page's refresh failed (${why}); answering kept pages, ${key} as rendered ${age} s ago (up to ${Math.round(this.settings.staleIfErrorMs / 3_600_000)} h old)`,
      )
    }
  }
}
