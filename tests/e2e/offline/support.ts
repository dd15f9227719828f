/**
 * Helpers of the offline e2e specs: the service worker's readiness, the caches, the connection,
 * a signed-in browser and the pieces of the shop the specs look at.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'
import { dismissPopupAd, main } from '../support'
import { BASE_URL } from './server'

export { DEMO, main, signedInState } from '../support'

/** Console errors an offline visit causes and expects: failed loads and the app's own failure logs. */
export const OFFLINE_CONSOLE_ERRORS = [
  /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/,
  /could not be loaded/,
  /^Error updating cart/,
]

/** Waits until the shop's service worker controls the page and has kept the page it was opened on. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
  const path = new URL(page.url()).pathname
  await expect
    .poll(() => cachedUrls(page, 'pages'), { timeout: 15_000 })
    .toContainEqual(expect.stringMatching(new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)))
}

/** The URLs in one of the service worker's caches ('pages', 'catalogue-api', 'product-images'). */
export function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const keys = await caches.keys()
    const cache = keys.find((key) => key === name)
    if (!cache) return []
    return (await (await caches.open(cache)).keys()).map((request) => request.url)
  }, cacheName)
}

/** Every URL of every runtime cache (the precache left out). */
export function allCachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const key of await caches.keys()) {
      if (key.startsWith('workbox-precache')) continue
      for (const request of await (await caches.open(key)).keys()) urls.push(request.url)
    }
    return urls
  })
}

/** The cookie that tells every document of the context that the test took the browser offline. */
const OFFLINE_COOKIE = 'e2e-offline'
const followsTheCookie = new WeakSet<BrowserContext>()
/** What the init script below adds to a document: what the browser itself says of the connection. */
type WithBrowsersAnswer = { e2eBrowserSaysOnline?: () => boolean }

/**
 * Takes the browser offline: the network (Playwright's `setOffline`) and `navigator.onLine`.
 * Some Chromium builds give the emulated offline state only to the document open at the time:
 * Debian's Chromium 150 (what apt installed on 2026-11-29) says `navigator.onLine` is true in
 * every document loaded after it, while every request fails, which no offline browser does
 * (Chromium 156 did not), and sends such a document no `online` event when the connection
 * returns. So every document of the context answers `navigator.onLine` from the test's own
 * state, a cookie (kept across documents, read without the network), and goOnline sends the
 * `online` event to the documents the browser did not tell.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  if (!followsTheCookie.has(context)) {
    followsTheCookie.add(context)
    await context.addInitScript((name) => {
      const browsers = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
      ;(window as WithBrowsersAnswer).e2eBrowserSaysOnline = () => browsers?.get?.call(navigator) !== false
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get: () => !document.cookie.split('; ').includes(`${name}=1`),
      })
    }, OFFLINE_COOKIE)
  }
  // Before the browser's `offline` event, so the page reads the new state in it.
  await context.addCookies([{ name: OFFLINE_COOKIE, value: '1', url: BASE_URL }])
  await context.setOffline(true)
}

export async function goOnline(context: BrowserContext): Promise<void> {
  // The documents loaded while offline, which the browser thinks online already: no event for them.
  const untold = await Promise.all(
    context.pages().map(async (page) => {
      const online = await page.evaluate(() => (window as WithBrowsersAnswer).e2eBrowserSaysOnline?.() ?? false)
      return online ? page : null
    }),
  )
  await context.clearCookies({ name: OFFLINE_COOKIE })
  await context.setOffline(false)
  for (const page of untold) await page?.evaluate(() => window.dispatchEvent(new Event('online')))
}

/** The shell's connection notice. */
export function connectionNotice(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /offline|online/i })
}

/**
 * On the home page: waits for the popup advertisement (it opens about a second after the load; a
 * first visit that also installs the service worker can take longer) and closes it. While it is
 * open the rest of the page is hidden from role queries, so a test waits for it, never races it.
 */
export function closePopupAd(page: Page): Promise<void> {
  return dismissPopupAd(page, { timeout: 20_000 })
}

/** What the cart page shows as a line's quantity. */
export function lineQuantity(page: Page, productName: string): Locator {
  return main(page).getByRole('spinbutton', { name: `Quantity of ${productName}` })
}
