/**
 * The mock shop in the browser (npm start, build:demo): a service worker with every handler and
 * state persisted in localStorage under `mock-shop:v1`, so it survives the app's reloads.
 * Storybook builds its own worker from `handlers` (see .storybook/preview.tsx) and keeps the
 * state in memory, reset before each story.
 */
import { setupWorker, type SetupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { type MockLatency, setMockLatency } from './latency'
import { persistMockShop, resetMockShop } from './store'

export interface StartMockShopOptions {
  /** Simulated latency in ms, fixed or a range (default 150-400 ms). */
  latency?: MockLatency
  /** Silences msw's console messages (default true). */
  quiet?: boolean
  /** Persist the shop in localStorage (default true). */
  persist?: boolean
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * msw's `start()` calls `registration.update()` on the existing worker without handling the
 * promise. Chromium rejects that update ("Failed to update a ServiceWorker ...: Not found") when it
 * races a navigation of the page, which surfaces as an uncaught error in the demo build and fails
 * the e2e run. The running worker keeps serving, so that rejection (and only it) is handled here.
 */
function ignoreRacedWorkerUpdates(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    if (
      reason instanceof Error &&
      reason.message.startsWith('Failed to update a ServiceWorker') &&
      reason.message.includes('/mockServiceWorker.js')
    ) {
      event.preventDefault()
    }
  })
}

export async function startMockShop(options: StartMockShopOptions = {}): Promise<SetupWorker> {
  ignoreRacedWorkerUpdates()
  setMockLatency(options.latency ?? { min: 150, max: 400 })
  const storage = options.persist === false ? null : browserStorage()
  if (storage) persistMockShop(storage)
  const worker = setupWorker(...handlers)
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? true,
  })
  await untilControlled()
  return worker
}

/**
 * On a first visit the worker can be active before it controls this page (clients.claim() is
 * still on its way); a request sent in between goes to the real network (a 404 from a static
 * host, seen once in e2e). Wait for control, for at most 3 s.
 */
function untilControlled(): Promise<void> {
  const container = navigator.serviceWorker
  if (container.controller) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, 3000)
    container.addEventListener(
      'controllerchange',
      () => {
        window.clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

export { handlers, resetMockShop }
export { setMockLatency } from './latency'
export { mockSession, mockToken } from './session'
export * from './faults'
