/**
 * A page's code chunk that is missing, usually because a deploy replaced the files this tab was
 * built with (decision 0031). A route's chunk that fails while the shopper goes to that page loads
 * the page afresh, once: the new build's HTML names the new chunks. A second failure soon after
 * (the new build is broken too, or the network drops the chunk) does not reload again: the route's
 * error page says so and offers 'Try again'.
 */

/** What browsers and Vite say when a lazily loaded module or its CSS cannot be fetched. */
/* eslint-disable lingui/no-unlocalized-strings -- the browsers' own error messages, matched, never shown */
const CHUNK_LOAD_ERROR = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
]
/* eslint-enable lingui/no-unlocalized-strings */

/** Whether `error` is a chunk (JS module or its CSS) that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.some((text) => error.message.includes(text))
}

/** sessionStorage key: when this tab last reloaded for a missing chunk (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at'

/** No second reload within this time of the first: long enough for a slow connection to reload. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000

export interface ChunkReloadDeps {
  /** Where the shopper is going (a page navigation in progress), or null. */
  destination: string | null
  /** This tab's sessionStorage, or null when it cannot be used. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  now: number
  online: boolean
  /** Loads `url` as a new page. */
  load: (url: string) => void
}

/**
 * Called when a chunk failed to load. Loads the destination afresh when all of these hold: a page
 * navigation is in progress (a part loaded on demand, such as the menu, or a prefetch fails quietly
 * instead: a reload could lose what the shopper typed), the browser is online (a reload would show
 * the browser's offline page), and this tab has not reloaded for a missing chunk within the window
 * (no reload loop; without sessionStorage there is no guard, so no reload). Returns whether it did.
 */
export function reloadForMissingChunk({ destination, storage, now, online, load }: ChunkReloadDeps): boolean {
  if (destination === null || !online || !storage) return false
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN)
    if (Number.isFinite(last) && now >= last && now - last < CHUNK_RELOAD_WINDOW_MS) return false
    storage.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    return false
  }
  load(destination)
  return true
}

function sessionStore(target: Window): Storage | null {
  try {
    return target.sessionStorage
  } catch {
    // Access can throw (privacy mode, sandboxed iframes).
    return null
  }
}

/**
 * Listens for Vite's `vite:preloadError` (a lazily imported chunk or its CSS failed to load) on
 * `target` and applies `reloadForMissingChunk`; `destination` says where a page navigation in
 * progress is going. Returns the function that stops listening.
 */
export function listenForMissingChunks(
  target: Window,
  destination: () => string | null,
  load: (url: string) => void = (url) => target.location.assign(url),
): () => void {
  const onPreloadError = () => {
    reloadForMissingChunk({
      destination: destination(),
      storage: sessionStore(target),
      now: Date.now(),
      online: target.navigator.onLine,
      load,
    })
  }
  target.addEventListener('vite:preloadError', onPreloadError)
  return () => target.removeEventListener('vite:preloadError', onPreloadError)
}
