/**
 * The storefront after a first visit, with the browser context offline (issue 17, decision 0033):
 * pages seen before open from the service worker's caches with their last known prices marked,
 * the cart works and survives a reload, checkout says it needs a connection and keeps what was
 * typed, and a signed-in customer's cart changes reach the server when the connection returns.
 * Nothing a customer owns, nothing sent with a token and no POST is ever cached.
 */
import type { Page, Request } from '@playwright/test'
import { test, expect } from '../fixtures'
import { BASE_URL } from './server'
import {
  allCachedUrls,
  cachedUrls,
  closePopupAd,
  connectionNotice,
  DEMO,
  goOffline,
  goOnline,
  lineQuantity,
  main,
  OFFLINE_CONSOLE_ERRORS,
  signedInState,
  waitForServiceWorker,
} from './support'

/** A product of the Feminine Hygiene listing (৳130.00, in stock; id 1133 in the mock shop). */
const FREEDOM = {
  id: 1133,
  slug: 'freedom-heavy-flow-wings-8-pcs',
  name: 'Freedom Heavy Flow Wings 8 pcs',
  price: '৳130.00',
}
const LISTING = { path: '/category/feminine-hygiene', title: 'Feminine Hygiene' }
const STALE = 'Last known price: may be out of date'
const OFFLINE_TEXT = /^You are offline\. Pages you opened before still work/

// An array option is given as [value, options] (Playwright would read a bare array as that pair).
test.use({ allowedConsoleErrors: [OFFLINE_CONSOLE_ERRORS, { scope: 'test' }] })

/** The first visit: the home page, then a listing and a product opened by clicks. */
async function browse(page: Page): Promise<void> {
  await page.goto('/')
  await waitForServiceWorker(page)
  await closePopupAd(page)
  await main(page)
    .getByRole('link', { name: `See more ${LISTING.title}` })
    .click()
  await expect(main(page).getByRole('heading', { level: 1, name: LISTING.title })).toBeVisible()
  await main(page).getByRole('link', { name: FREEDOM.name }).first().click()
  await expect(main(page).getByRole('heading', { level: 1, name: FREEDOM.name })).toBeVisible()
  await expect(main(page).getByText(FREEDOM.price).first()).toBeVisible()
}

test('after a first visit, home, the listing and the product viewed open offline with their last known prices', async ({
  page,
  context,
}) => {
  await browse(page)

  await goOffline(context)
  await expect(connectionNotice(page)).toHaveText(OFFLINE_TEXT)
  await expect(main(page).getByText(STALE).first()).toBeVisible()

  // The home page the first visit landed on (kept by the service worker), with the product viewed.
  await page.goto('/')
  await expect(main(page).getByRole('heading', { level: 2, name: 'Featured Product' })).toBeVisible()
  const recent = main(page).getByRole('region', { name: 'Recently viewed' })
  await expect(recent.getByRole('heading', { level: 3, name: FREEDOM.name })).toBeVisible()
  await expect(recent.getByText(STALE).first()).toBeVisible()
  await expect(connectionNotice(page)).toHaveText(OFFLINE_TEXT)

  // The listing and the product, opened by clicks before: the shell renders them from the cache.
  await page.goto(LISTING.path)
  await expect(main(page).getByRole('heading', { level: 1, name: LISTING.title })).toBeVisible()
  await expect(main(page).getByRole('link', { name: FREEDOM.name }).first()).toBeVisible()
  await expect(main(page).getByText(STALE).first()).toBeVisible()

  await page.goto(`/product-details/${FREEDOM.slug}`)
  await expect(main(page).getByRole('heading', { level: 1, name: FREEDOM.name })).toBeVisible()
  await expect(main(page).getByText(FREEDOM.price).first()).toBeVisible()
  await expect(main(page).getByText(STALE).first()).toBeVisible()
  // Its picture came from the image cache.
  await expect
    .poll(() =>
      main(page)
        .locator('img[src*="/uploads/product/"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0)

  await goOnline(context)
  await expect(connectionNotice(page)).toHaveText('Back online.')
  await expect(main(page).getByText(STALE)).toHaveCount(0)
})

test('offline, the cart can be changed and survives a reload; checkout says it needs a connection and keeps what was typed', async ({
  page,
  context,
}) => {
  await page.goto(`/product-details/${FREEDOM.slug}`)
  await waitForServiceWorker(page)
  await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click()
  await expect(page.getByText('Product added to cart')).toBeVisible()

  await goOffline(context)
  await page.goto('/cart')
  await expect(main(page).getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
  await expect(lineQuantity(page, FREEDOM.name)).toHaveValue('1')
  await main(page)
    .getByRole('button', { name: `Increase quantity of ${FREEDOM.name}` })
    .click()
  await expect(lineQuantity(page, FREEDOM.name)).toHaveValue('2')
  await page.reload()
  await expect(lineQuantity(page, FREEDOM.name)).toHaveValue('2')
  expect(await page.evaluate(() => localStorage.getItem('cartTotal'))).toBe('260')

  const orders: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') orders.push(request.url())
  })
  await page.goto('/checkout')
  await expect(main(page).getByText(/Placing an order needs a connection/)).toHaveText(
    'You are offline. Placing an order needs a connection. Your cart and what you type here stay as they are until it returns.',
  )
  const name = main(page).getByRole('textbox', { name: 'Full name' })
  await name.fill('Nusrat Jahan')
  const placeOrder = main(page).getByRole('button', { name: 'Place Order' })
  await expect(placeOrder).toHaveAttribute('aria-disabled', 'true')
  await expect(placeOrder).toHaveAccessibleDescription(/sending this needs a connection/)
  // Enter in a field, or a click (Playwright would wait for an enabled button): nothing is sent.
  await name.press('Enter')
  await placeOrder.click({ force: true })
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(name).toHaveValue('Nusrat Jahan')
  expect(orders).toEqual([])

  await goOnline(context)
  await expect(main(page).getByText(/Placing an order needs a connection/)).toHaveCount(0)
  await expect(placeOrder).not.toHaveAttribute('aria-disabled')
  await expect(name).toHaveValue('Nusrat Jahan')
})

test.describe('signed in', () => {
  test.use({ storageState: signedInState(DEMO.id, BASE_URL) })

  test("the customer's cart changes made offline reach the server when the connection returns; nothing of theirs is cached", async ({
    page,
    context,
  }) => {
    const authorized: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/categorywiseproduct/') && request.headers()['authorization']) {
        authorized.push(request.url())
      }
    })
    await browse(page)
    const added = page.waitForResponse(
      (response) => response.url().endsWith('/api/v2/store-cart-item') && response.request().method() === 'POST',
    )
    await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click()
    expect((await added).status()).toBe(200)

    const sentOffline: string[] = []
    const watch = (request: Request) => {
      if (request.url().includes('cart-item')) sentOffline.push(request.url())
    }
    page.on('request', watch)
    await goOffline(context)
    await page.goto('/cart')
    await main(page)
      .getByRole('button', { name: `Increase quantity of ${FREEDOM.name}` })
      .click()
    await main(page)
      .getByRole('button', { name: `Increase quantity of ${FREEDOM.name}` })
      .click()
    await expect(lineQuantity(page, FREEDOM.name)).toHaveValue('3')
    // A reload offline loses nothing: the change waits in storage.
    await page.reload()
    await expect(lineQuantity(page, FREEDOM.name)).toHaveValue('3')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cartSyncPending'))) ?? '[]')).toEqual([
      { kind: 'store', productId: FREEDOM.id, qty: 3, userId: DEMO.id, seq: expect.any(Number) as unknown },
    ])
    expect(sentOffline).toEqual([])
    page.off('request', watch)

    const synced = page.waitForRequest(
      (request) => request.url().endsWith('/api/v2/store-cart-item') && request.method() === 'POST',
    )
    await goOnline(context)
    const request = await synced
    expect(request.postDataJSON()).toEqual({ productId: FREEDOM.id, qty: 3, userId: DEMO.id })
    expect((await request.response())?.status()).toBe(200)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartSyncPending'))).toBeNull()

    // The listing was asked for with the customer's token: none of it, and nothing of theirs, is kept.
    expect(authorized.length).toBeGreaterThan(0)
    const cached = await allCachedUrls(page)
    expect(
      cached.filter((url) =>
        /\/api\/(auth\/|v2\/(store|remove)-cart-item|categorywiseproduct\/|product-details\/)/.test(url),
      ),
    ).toEqual([])
    expect(await cachedUrls(page, 'pages')).toContain(`${BASE_URL}/`)
  })
})
