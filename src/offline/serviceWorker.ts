/**
 * The app's side of the service worker (scripts/service-worker.ts writes sw.js; decision 0033).
 * Started by src/main.tsx in production builds only, after the page has loaded:
 *
 * - registers /sw.js through workbox-window;
 * - the first time a worker takes over this tab, fetches the page the tab was opened on once more
 *   through it (marked with X-Offline-Copy), so the very first page is kept for offline use too;
 * - when a new build's worker is waiting, shows 'A new version is available — Reload'. Only that
 *   button reloads, and only this tab: a new worker taking over because another tab chose to reload
 *   leaves this page (a checkout being filled in) as it is;
 * - asks for a new version every hour in a tab left open.
 */
import { Workbox } from 'workbox-window'
import { showUpdatePrompt } from './updatePrompt'

export const SERVICE_WORKER_URL = '/sw.js'
export const UPDATE_CHECK_MS = 60 * 60 * 1000
/** After 'Reload', how long to wait for the new worker to take over before reloading anyway. */
export const TAKEOVER_WAIT_MS = 5000

/** What the wiring needs of workbox-window's Workbox (a fake in the unit tests). */
export interface WorkboxLike {
  addEventListener(type: 'waiting', listener: () => void): void
  addEventListener(type: 'controlling', listener: (event: { isUpdate?: boolean }) => void): void
  messageSkipWaiting(): void
  register(): Promise<ServiceWorkerRegistration | undefined>
  update(): Promise<void>
}

export interface ServiceWorkerEnv {
  /** A worker controlled this tab when it loaded. */
  controlledAtStart: boolean
  /** The current address (read when needed). */
  currentUrl: () => string
  reload: () => void
  /** Fetches `url` through the worker so it keeps a copy. */
  keepOfflineCopy: (url: string) => void
  /** Shows the update prompt; its button calls `onReload`. */
  showUpdatePrompt: (onReload: () => void) => void
  setTimer: (task: () => void, ms: number) => void
  setInterval: (task: () => void, ms: number) => void
}

/** Fetches the page through the worker (which keeps it); a failure only means no copy. */
export function keepOfflineCopy(url: string, fetcher: typeof fetch = fetch): Promise<void> {
  return fetcher(url, {
    headers: { 'X-Offline-Copy': '1', Accept: 'text/html' },
    credentials: 'same-origin',
    // A redirect is not a page to keep (and could not answer a navigation later).
    redirect: 'manual',
  }).then(
    () => undefined,
    () => undefined,
  )
}

/** Connects a Workbox instance to the page; resolves once it is registered. */
export async function wireServiceWorker(wb: WorkboxLike, env: ServiceWorkerEnv): Promise<void> {
  const state: { reloadAsked: boolean; registration?: ServiceWorkerRegistration } = { reloadAsked: false }

  wb.addEventListener('waiting', () => {
    env.showUpdatePrompt(() => {
      state.reloadAsked = true
      if (state.registration && !state.registration.waiting) {
        // Another tab has let the new version take over already: only this page is left to load.
        env.reload()
        return
      }
      wb.messageSkipWaiting()
      env.setTimer(env.reload, TAKEOVER_WAIT_MS)
    })
  })

  wb.addEventListener('controlling', (event) => {
    if (state.reloadAsked) {
      env.reload()
      return
    }
    // The first worker this tab has seen: keep the page it was opened on.
    if (!event.isUpdate && !env.controlledAtStart) env.keepOfflineCopy(env.currentUrl())
  })

  state.registration = await wb.register()
  env.setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS)
}

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const wb = new Workbox(SERVICE_WORKER_URL)
  let reloading = false
  wireServiceWorker(wb, {
    controlledAtStart: navigator.serviceWorker.controller !== null,
    currentUrl: () => window.location.href,
    reload: () => {
      if (reloading) return
      reloading = true
      window.location.reload()
    },
    keepOfflineCopy: (url) => void keepOfflineCopy(url),
    showUpdatePrompt,
    setTimer: (task, ms) => void window.setTimeout(task, ms),
    setInterval: (task, ms) => void window.setInterval(task, ms),
  }).catch((error: unknown) => console.warn('[offline] the service worker could not be registered', error))
}
