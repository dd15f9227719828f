// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RENDER_CACHE,
  RenderCache,
  renderCacheSettings,
  type RenderCacheSettings,
  type RenderOutcome,
  type Sharing,
} from '@/server/renderCache'

const SETTINGS: RenderCacheSettings = {
  freshMs: 30_000,
  staleWhileRevalidateMs: 60_000,
  staleIfErrorMs: 24 * 3_600_000,
  notFoundMs: 10_000,
  retryMs: 5_000,
  maxEntries: 100,
  maxBytes: 1024 * 1024,
}

/** A render that can be held open, answered, and counted. */
function renderer() {
  let renders = 0
  let next: { status: number; html: string; sharing: Sharing } = { status: 200, html: 'v1', sharing: 'public' }
  let gate: Promise<void> | null = null
  let open = () => {}
  return {
    get renders() {
      return renders
    },
    answer(status: number, html: string, sharing: Sharing = 'public') {
      next = { status, html, sharing }
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve))
    },
    release() {
      open()
      gate = null
    },
    render: async (): Promise<RenderOutcome> => {
      renders += 1
      const answer = next
      if (gate) await gate
      return { page: { status: answer.status, html: answer.html }, sharing: answer.sharing }
    },
  }
}

function cache(settings: Partial<RenderCacheSettings> = {}) {
  const clock = { now: 0 }
  const lines: string[] = []
  const store = new RenderCache(
    { ...SETTINGS, ...settings },
    (line) => lines.push(line),
    () => clock.now,
  )
  return { store, clock, lines }
}

/** Lets background renders settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('RenderCache', () => {
  it('renders a page once, then answers it from the cache while fresh', async () => {
    const { store, clock } = cache()
    const page = renderer()
    expect(await store.get('/', page.render)).toMatchObject({ source: 'miss', page: { html: 'v1' } })
    clock.now = 29_999
    expect(await store.get('/', page.render)).toMatchObject({ source: 'hit', page: { html: 'v1' }, sharing: 'public' })
    expect(page.renders).toBe(1)
  })

  it('keeps pages apart by key', async () => {
    const { store } = cache()
    const page = renderer()
    await store.get('desktop /', page.render)
    page.answer(200, 'phone')
    expect(await store.get('mobile /', page.render)).toMatchObject({ source: 'miss', page: { html: 'phone' } })
    expect(await store.get('desktop /', page.render)).toMatchObject({ source: 'hit', page: { html: 'v1' } })
  })

  it('after the fresh time answers the stale page at once and refreshes it with one render in the background', async () => {
    const { store, clock } = cache()
    const page = renderer()
    await store.get('/', page.render)
    clock.now = 30_000
    page.answer(200, 'v2')
    page.hold()
    const answers = await Promise.all([store.get('/', page.render), store.get('/', page.render)])
    expect(answers.map((answer) => [answer.source, answer.page.html])).toEqual([
      ['stale', 'v1'],
      ['stale', 'v1'],
    ])
    expect(page.renders).toBe(2)
    page.release()
    await settle()
    expect(await store.get('/', page.render)).toMatchObject({ source: 'hit', page: { html: 'v2' } })
    expect(page.renders).toBe(2)
  })

  it('renders a page that nobody has asked for only once for any number of requests at the same time (single-flight)', async () => {
    const { store } = cache()
    const page = renderer()
    page.hold()
    const answers = Promise.all(Array.from({ length: 20 }, () => store.get('/', page.render)))
    await settle()
    page.release()
    expect((await answers).every((answer) => answer.page.html === 'v1')).toBe(true)
    expect(page.renders).toBe(1)
  })

  it('when the refresh fails (data missing) answers the kept page, logs it once, and tries again later', async () => {
    const { store, clock, lines } = cache()
    const page = renderer()
    await store.get('/', page.render)
    await store.get('/offers', page.render)
    // Past the stale-while-revalidate window: a request waits for the render...
    clock.now = 30_000 + 60_000 + 1
    page.answer(200, 'loading state', 'degraded')
    expect(await store.get('/', page.render)).toMatchObject({ source: 'stale-if-error', page: { html: 'v1' } })
    expect(await store.get('/offers', page.render)).toMatchObject({ source: 'stale-if-error', page: { html: 'v1' } })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('answering kept pages')
    // ...and for a while after a failure, no render is tried: the kept page is answered at once.
    const renders = page.renders
    clock.now += 4_999
    expect(await store.get('/', page.render)).toMatchObject({ source: 'stale-if-error', page: { html: 'v1' } })
    expect(page.renders).toBe(renders)
    // The API is back: the page is rendered again, and the log says so.
    clock.now += 1
    page.answer(200, 'v2')
    expect(await store.get('/', page.render)).toMatchObject({ source: 'miss', page: { html: 'v2' } })
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('again')
  })

  it('answers the kept page when the render throws', async () => {
    const { store, clock } = cache()
    const page = renderer()
    await store.get('/', page.render)
    clock.now = 23 * 3_600_000
    const failing = () => Promise.reject(new Error('render timeout'))
    expect(await store.get('/', failing)).toMatchObject({ source: 'stale-if-error', page: { html: 'v1' } })
  })

  it('keeps a page no longer than the stale-if-error limit', async () => {
    const { store, clock } = cache()
    const page = renderer()
    await store.get('/', page.render)
    clock.now = 24 * 3_600_000
    page.answer(200, 'loading state', 'degraded')
    expect(await store.get('/', page.render)).toMatchObject({ source: 'miss', page: { html: 'loading state' } })
    expect(store.size.entries).toBe(0)
  })

  it('never keeps a page whose data failed, nor one drawn per visitor, nor a server error', async () => {
    const { store } = cache()
    const page = renderer()
    page.answer(200, 'loading state', 'degraded')
    await store.get('/', page.render)
    page.answer(200, 'cart shell', 'private')
    expect(await store.get('/cart', page.render)).toMatchObject({ sharing: 'private' })
    page.answer(503, 'error', 'public')
    await store.get('/offers', page.render)
    expect(store.size.entries).toBe(0)
    await store.get('/', page.render)
    await store.get('/cart', page.render)
    expect(page.renders).toBe(5)
  })

  it('keeps a 404 for a shorter time', async () => {
    const { store, clock } = cache()
    const page = renderer()
    page.answer(404, 'not found')
    await store.get('/nope', page.render)
    clock.now = 9_999
    expect((await store.get('/nope', page.render)).source).toBe('hit')
    clock.now = 10_000
    expect((await store.get('/nope', page.render)).source).toBe('stale')
  })

  it('is bounded in entries and in bytes: the least recently used page goes first', async () => {
    const byCount = cache({ maxEntries: 2 })
    const page = renderer()
    await byCount.store.get('a', page.render)
    await byCount.store.get('b', page.render)
    await byCount.store.get('a', page.render)
    await byCount.store.get('c', page.render)
    expect(byCount.store.size.entries).toBe(2)
    expect((await byCount.store.get('a', page.render)).source).toBe('hit')
    expect((await byCount.store.get('b', page.render)).source).toBe('miss')

    const bySize = cache({ maxBytes: 10_000 })
    page.answer(200, 'x'.repeat(2_000))
    for (const key of ['1', '2', '3', '4']) await bySize.store.get(key, page.render)
    expect(bySize.store.size.entries).toBe(2)
    expect(bySize.store.size.bytes).toBeLessThanOrEqual(10_000)
  })
})

describe('renderCacheSettings', () => {
  it('is on in production and off in development unless SSR_CACHE says', () => {
    expect(renderCacheSettings({ NODE_ENV: 'production' })).toEqual(DEFAULT_RENDER_CACHE)
    expect(renderCacheSettings({ NODE_ENV: 'development' })).toBeNull()
    expect(renderCacheSettings({ NODE_ENV: 'production', SSR_CACHE: 'off' })).toBeNull()
    expect(renderCacheSettings({ NODE_ENV: 'development', SSR_CACHE: 'on' })).toEqual(DEFAULT_RENDER_CACHE)
  })

  it('reads the lifetimes in seconds and the bounds, and ignores nonsense', () => {
    const settings = renderCacheSettings({
      SSR_CACHE: 'on',
      SSR_CACHE_FRESH_S: '60',
      SSR_CACHE_SWR_S: '120',
      SSR_CACHE_STALE_IF_ERROR_S: '3600',
      SSR_CACHE_404_S: 'soon',
      SSR_CACHE_MAX_ENTRIES: '50',
      SSR_CACHE_MAX_MB: '8',
    })
    expect(settings).toMatchObject({
      freshMs: 60_000,
      staleWhileRevalidateMs: 120_000,
      staleIfErrorMs: 3_600_000,
      notFoundMs: DEFAULT_RENDER_CACHE.notFoundMs,
      maxEntries: 50,
      maxBytes: 8 * 1024 * 1024,
    })
  })
})
