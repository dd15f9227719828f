/**
 * A page's chunk missing after a deploy (src/app/chunkReload.ts, decision 0031): the page being
 * opened is loaded afresh once; no reload loop, none while offline, none for a part loaded on
 * demand, and none without sessionStorage to guard it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  listenForMissingChunks,
  reloadForMissingChunk,
  type ChunkReloadDeps,
} from '@/app/chunkReload'

const NOW = 1_800_000_000_000

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

function attempt(overrides: Partial<ChunkReloadDeps> = {}) {
  const load = vi.fn<(url: string) => void>()
  const storage = memoryStorage()
  const reloaded = reloadForMissingChunk({
    destination: '/cart?from=header#items',
    storage,
    now: NOW,
    online: true,
    load,
    ...overrides,
  })
  return { reloaded, load, storage }
}

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://shop.example/assets/CartPage-3f2a.js'],
    ['Firefox', 'error loading dynamically imported module: https://shop.example/assets/CartPage-3f2a.js'],
    ['Safari', 'Importing a module script failed.'],
    ["Vite's CSS preload", 'Unable to preload CSS for https://shop.example/assets/CartPage-3f2a.css'],
  ])('recognises the %s message', (_, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('does not take other failures for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false)
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError(new Response(null, { status: 404 }))).toBe(false)
  })
})

describe('reloadForMissingChunk', () => {
  it('loads the page being opened afresh and remembers when', () => {
    const { reloaded, load, storage } = attempt()
    expect(reloaded).toBe(true)
    expect(load).toHaveBeenCalledOnce()
    expect(load).toHaveBeenCalledWith('/cart?from=header#items')
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe(String(NOW))
  })

  it('does not reload a second time within the window (no reload loop)', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: String(NOW - CHUNK_RELOAD_WINDOW_MS + 1) })
    const { reloaded, load } = attempt({ storage })
    expect(reloaded).toBe(false)
    expect(load).not.toHaveBeenCalled()
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe(String(NOW - CHUNK_RELOAD_WINDOW_MS + 1))
  })

  it('reloads again once the window has passed (a later deploy)', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: String(NOW - CHUNK_RELOAD_WINDOW_MS) })
    const { reloaded, load } = attempt({ storage })
    expect(reloaded).toBe(true)
    expect(load).toHaveBeenCalledOnce()
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe(String(NOW))
  })

  it('treats an unreadable or future time stamp as no earlier reload', () => {
    expect(attempt({ storage: memoryStorage({ [CHUNK_RELOAD_KEY]: 'garbage' }) }).reloaded).toBe(true)
    // A clock set back since: the stamp lies ahead, so it cannot tell how long ago the reload was.
    expect(attempt({ storage: memoryStorage({ [CHUNK_RELOAD_KEY]: String(NOW + 5_000) }) }).reloaded).toBe(true)
  })

  it('does not reload for a part loaded on demand or a prefetch (no page navigation in progress)', () => {
    const { reloaded, load, storage } = attempt({ destination: null })
    expect(reloaded).toBe(false)
    expect(load).not.toHaveBeenCalled()
    expect(storage.values.has(CHUNK_RELOAD_KEY)).toBe(false)
  })

  it('does not reload while offline (the browser would show its offline page)', () => {
    const { reloaded, load } = attempt({ online: false })
    expect(reloaded).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('does not reload without a sessionStorage to guard against a loop', () => {
    expect(attempt({ storage: null }).reloaded).toBe(false)
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      setItem: () => undefined,
    }
    const { reloaded, load } = attempt({ storage: throwing })
    expect(reloaded).toBe(false)
    expect(load).not.toHaveBeenCalled()
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(attempt({ storage: full }).reloaded).toBe(false)
  })
})

describe('listenForMissingChunks', () => {
  afterEach(() => {
    window.sessionStorage.clear()
  })

  it("reloads into the destination on Vite's vite:preloadError, once, and stops when asked", () => {
    const load = vi.fn<(url: string) => void>()
    let destination: string | null = '/offers'
    const stop = listenForMissingChunks(window, () => destination, load)

    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    expect(load).toHaveBeenCalledWith('/offers')
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull()

    // The new page fails again at once: no second reload.
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    expect(load).toHaveBeenCalledOnce()

    window.sessionStorage.clear()
    destination = null
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    expect(load).toHaveBeenCalledOnce()

    stop()
    destination = '/offers'
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    expect(load).toHaveBeenCalledOnce()
  })

  it('leaves the error to the page: the event is not cancelled', () => {
    const stop = listenForMissingChunks(window, () => '/offers', vi.fn())
    const event = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    stop()
  })
})
