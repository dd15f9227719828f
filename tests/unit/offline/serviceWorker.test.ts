/**
 * The app's side of the service worker (src/offline/serviceWorker.ts, decision 0033): the update
 * prompt, a reload only when the shopper asks (and only in that tab), and the first page kept for
 * offline use.
 */
import { describe, expect, it, vi } from 'vitest'
import {
  keepOfflineCopy,
  TAKEOVER_WAIT_MS,
  UPDATE_CHECK_MS,
  wireServiceWorker,
  type ServiceWorkerEnv,
  type WorkboxLike,
} from '@/offline/serviceWorker'

class FakeWorkbox implements WorkboxLike {
  readonly listeners = new Map<string, Array<(event: { isUpdate?: boolean }) => void>>()
  readonly messageSkipWaiting = vi.fn<() => void>()
  readonly update = vi.fn<() => Promise<void>>(() => Promise.resolve())
  constructor(private readonly registration: Partial<ServiceWorkerRegistration> = { waiting: null }) {}

  addEventListener(type: string, listener: (event: { isUpdate?: boolean }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  register(): Promise<ServiceWorkerRegistration | undefined> {
    return Promise.resolve(this.registration as ServiceWorkerRegistration)
  }

  emit(type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}

function environment(overrides: Partial<ServiceWorkerEnv> = {}) {
  let prompt: (() => void) | null = null
  const timers: Array<{ task: () => void; ms: number }> = []
  const intervals: Array<{ task: () => void; ms: number }> = []
  const env: ServiceWorkerEnv = {
    controlledAtStart: true,
    currentUrl: () => 'https://shop.example.com.bd/product-details/napa-500-mg-tablet',
    reload: vi.fn<() => void>(),
    keepOfflineCopy: vi.fn<(url: string) => void>(),
    showUpdatePrompt: vi.fn((onReload: () => void) => {
      prompt = onReload
    }),
    setTimer: (task, ms) => void timers.push({ task, ms }),
    setInterval: (task, ms) => void intervals.push({ task, ms }),
    ...overrides,
  }
  return { env, timers, intervals, clickReload: () => prompt?.() }
}

const waitingWorker = { waiting: {} as ServiceWorker }

describe('a new version', () => {
  it('is announced when its worker is waiting, and nothing reloads on its own', async () => {
    const wb = new FakeWorkbox(waitingWorker)
    const { env } = environment()
    await wireServiceWorker(wb, env)
    wb.emit('waiting')
    expect(env.showUpdatePrompt).toHaveBeenCalledTimes(1)
    // The new worker takes over (another tab chose to reload): this page stays as it is.
    wb.emit('controlling', { isUpdate: true })
    expect(env.reload).not.toHaveBeenCalled()
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled()
  })

  it("'Reload' lets the waiting worker take over, then reloads this tab", async () => {
    const wb = new FakeWorkbox(waitingWorker)
    const { env, clickReload, timers } = environment()
    await wireServiceWorker(wb, env)
    wb.emit('waiting')
    clickReload()
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1)
    expect(env.reload).not.toHaveBeenCalled()
    wb.emit('controlling', { isUpdate: true })
    expect(env.reload).toHaveBeenCalledTimes(1)
    // Should the worker never take over, the page reloads anyway after a while.
    expect(timers).toEqual([{ task: env.reload, ms: TAKEOVER_WAIT_MS }])
  })

  it("'Reload' after another tab let the new version in: reloads at once", async () => {
    const wb = new FakeWorkbox({ waiting: null })
    const { env, clickReload } = environment()
    await wireServiceWorker(wb, env)
    wb.emit('waiting')
    clickReload()
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled()
    expect(env.reload).toHaveBeenCalledTimes(1)
  })

  it('is asked for every hour in a tab left open', async () => {
    const wb = new FakeWorkbox()
    const { env, intervals } = environment()
    await wireServiceWorker(wb, env)
    expect(intervals).toHaveLength(1)
    expect(intervals[0]?.ms).toBe(UPDATE_CHECK_MS)
    intervals[0]?.task()
    expect(wb.update).toHaveBeenCalledTimes(1)
  })
})

describe('the first page', () => {
  it('is fetched again through the first worker that takes the tab, to be kept', async () => {
    const wb = new FakeWorkbox()
    const { env } = environment({ controlledAtStart: false })
    await wireServiceWorker(wb, env)
    wb.emit('controlling', { isUpdate: false })
    expect(env.keepOfflineCopy).toHaveBeenCalledWith('https://shop.example.com.bd/product-details/napa-500-mg-tablet')
    expect(env.reload).not.toHaveBeenCalled()
  })

  it('is not fetched again when a worker already served it', async () => {
    const wb = new FakeWorkbox()
    const { env } = environment({ controlledAtStart: true })
    await wireServiceWorker(wb, env)
    wb.emit('controlling', { isUpdate: true })
    expect(env.keepOfflineCopy).not.toHaveBeenCalled()
  })

  it('is asked for as a page, without following a redirect; a failure is no error', async () => {
    const fetcher = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(keepOfflineCopy('https://shop.example.com.bd/', fetcher)).resolves.toBeUndefined()
    const init = fetcher.mock.calls[0]?.[1]
    expect(new Headers(init?.headers).get('X-Offline-Copy')).toBe('1')
    expect(init?.redirect).toBe('manual')
    expect(init?.credentials).toBe('same-origin')
  })
})
