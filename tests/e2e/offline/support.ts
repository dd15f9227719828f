/**
 * Helpers of the offline e2e specs: the service worker's readiness, the caches, the connection,
 * a signed-in browser and the pieces of the shop the specs look at.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'
import { dismissPopupAd, main } from '../support'

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

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false)
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
