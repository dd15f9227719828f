/**
 * Checkout drawn on the server (issue 25, decision 0046) against the production server on the
 * mock shop: the HTML holds the page and its empty billing form, and the public data the page
 * needs travels in its payload; nothing of any visitor is in it, and no one may keep it; with a
 * cart of two lines the page hydrates without a mismatch, shows the lines and totals in the space
 * kept for them (no layout shift) and does not ask for the public data again; a signed-in
 * shopper's details fill the form after hydration, and the guest's login prompt is never drawn for
 * them (the page's signed-in mark, decision 0052). Every test runs under the guard of ./fixtures
 * (no CSP violation, console error or uncaught error in any page).
 */
import { devices, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SSR_URL } from './server'
import { DEMO, holdScripts, signedInState, storeCartFromHome, TWO_LINES } from './support'

/** The billing form's fields, by their labels (spec 001 s2 "Checkout"). */
const BILLING_LABELS = [
  'Full name',
  'Address line 1',
  'Address line 2 (optional)',
  'City',
  'Area',
  'Phone',
  'Email (optional)',
  'Delivery date',
  'Delivery time',
  'Order notes (optional)',
]

/** The public calls checkout's figures and form need: they come with the page. */
const PUBLIC_CALLS = ['/api/city', '/api/api-discounttype', '/api/multi-discount', '/api/get-offer']

/** A phone (Pixel 7: its user agent, touch), without the browser type a describe cannot set. */
const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7']

/** The text of the HTML's main landmark (the page, without the shell), tags removed. */
function mainText(document: string): string {
  const start = document.indexOf('<main')
  const end = document.indexOf('</main>')
  expect(start).toBeGreaterThan(-1)
  return document
    .slice(start, end === -1 ? undefined : end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/** Sums the page's layout shifts (CLS without input) from the start of each document. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    ;(window as unknown as { __shifts: number }).__shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Console messages of any level about hydration (React's mismatch and client-rendering reports). */
function recordHydrationMessages(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (/hydrat|client render|did not match|server rendered/i.test(message.text())) messages.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (/hydrat|client render/i.test(error.message)) messages.push(error.message)
  })
  return messages
}

/** API calls (method and path) the page makes from now on. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`)
  })
  return calls
}

/** What the page draws, frame by frame, from its first frame on (see watchFrames). */
interface Frames {
  /** The guest's login prompt was drawn in some frame. */
  promptDrawn: boolean
  /** The checkout form's top (page coordinates) in the first frame that had the form. */
  formTop: number | null
}

/**
 * Looks at every frame the page draws, from the first one (an init script, before the HTML is
 * parsed): whether the guest prompt ('Returning customer?') is drawn, and where the form starts.
 */
async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: Frames = { promptDrawn: false, formTop: null }
    ;(window as unknown as { __frames: Frames }).__frames = frames
    const look = () => {
      for (const paragraph of document.querySelectorAll('p'))
        if (paragraph.textContent?.includes('Returning customer?') && paragraph.getClientRects().length > 0)
          frames.promptDrawn = true
      const form = document.querySelector('form[aria-label="Checkout"]')
      if (form && frames.formTop === null) frames.formTop = form.getBoundingClientRect().top + window.scrollY
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
}

const framesSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frames }).__frames)

/** The form's top now, in page coordinates. */
const formTopNow = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('form[aria-label="Checkout"]')
    return form ? form.getBoundingClientRect().top + window.scrollY : null
  })

/**
 * Checkout as the server drew it (the page's scripts held back, its inline ones run), then
 * hydrated: returns what the frames showed before and after.
 */
async function checkoutBeforeAndAfterHydration(page: Page, signedIn: boolean) {
  await storeCartFromHome(page, TWO_LINES)
  await watchFrames(page)
  const scripts = await holdScripts(page)
  await page.goto('/checkout', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('Full name')).toBeVisible()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  expect(scripts.held()).toBeGreaterThan(0)
  // The server's HTML holds the guest's prompt either way (it reads no visitor's storage).
  const prompt = page.getByText('Returning customer?')
  await expect(prompt).toHaveCount(1)
  await expect(page.locator('html[data-signed-in]')).toHaveCount(signedIn ? 1 : 0)
  if (signedIn) await expect(prompt).toBeHidden()
  else await expect(prompt).toBeVisible()
  const topBefore = await formTopNow(page)
  scripts.release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 })
  return { form, prompt, topBefore }
}

test.describe('checkout drawn on the server', () => {
  test('the HTML holds the page and its empty billing form, the public data in its payload, nothing of a visitor; no one keeps it', async ({
    request,
  }) => {
    // Asked as a signed-in shopper's browser would: the answer must not depend on it.
    const response = await request.get(`${SSR_URL}/checkout`, {
      headers: { Accept: 'text/html', Authorization: 'Bearer secret-token-4242', Cookie: 'token=secret-cookie-4242' },
    })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('private, no-store')
    expect(response.headers()['x-render-cache']).toBe('miss')
    const document = await response.text()
    const content = mainText(document)
    expect(content).toContain('Checkout')
    expect(content).toContain('Billing details')
    const labels = [...document.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g)].map((match) =>
      (match[1] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    for (const label of BILLING_LABELS)
      expect(
        labels.some((text) => text.replace(/ \*$/, '') === label),
        label,
      ).toBe(true)
    expect(content).toContain('Your order')
    expect(content).toContain('Place Order')
    // The cities are in the form; the cart's lines and figures are not known here.
    expect(document).toMatch(/<option value="Dhaka"/)
    expect(content).not.toMatch(/৳\d/)
    expect(content).not.toContain('Your cart is empty')
    expect(content).not.toContain('The minimum order is')
    for (const secret of ['secret-token-4242', 'secret-cookie-4242']) expect(document).not.toContain(secret)
    // The public data checkout needs travels with the page.
    const payload = /<script type="application\/json" id="ssr-data" nonce="[^"]+">([^<]*)<\/script>/.exec(document)
    const keys = (JSON.parse(payload?.[1] ?? '{"swr":[]}') as { swr: Array<[string, unknown]> }).swr.map(([key]) => key)
    for (const key of ['"city"', '"api-discounttype"', '"multi-discount"', '"get-offer"'])
      expect(
        keys.some((k) => k.includes(key)),
        key,
      ).toBe(true)
    // Its chunk's imports are announced too, by a script once the HTML has been read (the route's
    // `importsEarly`, src/server/html.ts). A page whose first screen is an image (home) announces
    // only its own chunk.
    // (LATE_PRELOADS_SCRIPT; the entry's starter, on every page, begins otherwise.)
    const latePreloads = /<script nonce="[^"]+">\(function\(f\)\{var i=0;.*?\}\)\(\["\/assets\/[\w-]+\.js"/
    expect(document).toMatch(latePreloads)
    expect(await (await request.get(`${SSR_URL}/`)).text()).not.toMatch(latePreloads)
    // Kept out of search engines.
    expect(document).toMatch(/<meta\b[^>]*name="robots"[^>]*content="noindex"/)
    // Rendered per request: never kept, however often asked.
    const again = await request.get(`${SSR_URL}/checkout`)
    expect(again.headers()['x-render-cache']).toBe('miss')
    expect(again.headers()['cache-control']).toBe('private, no-store')
  })

  test('without JavaScript the billing form is there, labelled, with the cities', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: SSR_URL })
    const page = await context.newPage()
    await page.goto('/checkout')
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Checkout' })
    for (const label of BILLING_LABELS) await expect(form.getByLabel(label)).toBeVisible()
    await expect(form.getByLabel('City').locator('option', { hasText: 'Dhaka' })).toHaveCount(1)
    await expect(form.getByRole('region', { name: 'Your order' })).toHaveAttribute('aria-busy', 'true')
    await expect(form.getByRole('button', { name: 'Place Order' })).toBeDisabled()
    await context.close()
  })

  for (const layout of ['desktop', 'phone'] as const) {
    test.describe(layout, () => {
      // The phone: its user agent, so the server draws the phone layout the browser keeps.
      if (layout === 'phone') test.use({ ...PHONE, viewport: { width: 390, height: 844 } })

      test('with two lines in the cart: hydrates without a mismatch, the lines and totals in place, the public data not asked again', async ({
        page,
      }) => {
        await storeCartFromHome(page, TWO_LINES)
        await recordLayoutShifts(page)
        const hydration = recordHydrationMessages(page)
        const calls = recordApiCalls(page)
        await page.goto('/checkout')
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
        const summary = page.getByRole('region', { name: 'Your order' })
        await expect(summary.getByRole('row', { name: /Napa 500 mg Tablet × 3/ })).toBeVisible()
        await expect(summary.getByRole('row', { name: /Seclo 20 mg Capsule × 4/ })).toBeVisible()
        await expect(summary.locator('[data-amount="subtotal"]')).toHaveText('৳236.00')
        await expect(summary.locator('[data-amount="total"]')).toHaveText(/^৳\d/)
        await expect(summary).not.toHaveAttribute('aria-busy')
        await expect(page.getByText('Returning customer?')).toBeVisible()
        await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled()
        await page.waitForLoadState('networkidle')
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)
        expect(shifts).toBeLessThanOrEqual(0.02)
        expect(hydration).toEqual([])
        expect(calls.filter((call) => PUBLIC_CALLS.some((path) => call.endsWith(` ${path}`)))).toEqual([])
        // Every chunk is announced once: the page's import found the server's links (its own in
        // the head, its imports added after the HTML was read) and added none of its own.
        const preloads = await page
          .locator('link[rel=modulepreload]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        expect(preloads.length).toBeGreaterThan(5)
        expect(new Set(preloads).size).toBe(preloads.length)
      })
    })
  }

  test('a guest sees the login prompt from the first paint, and the form does not move at hydration', async ({
    page,
  }) => {
    const { form, prompt, topBefore } = await checkoutBeforeAndAfterHydration(page, false)
    await expect(prompt).toBeVisible()
    await expect(page.locator('html[data-signed-in]')).toHaveCount(0)
    await expect(form.getByLabel('Full name')).toHaveValue('')
    const frames = await framesSoFar(page)
    expect(frames.promptDrawn).toBe(true)
    expect(frames.formTop).not.toBeNull()
    expect(await formTopNow(page)).toBeCloseTo(frames.formTop ?? Number.NaN, 0)
    expect(topBefore).toBeCloseTo(frames.formTop ?? Number.NaN, 0)
  })

  test.describe('signed in', () => {
    test.use({ storageState: signedInState(DEMO.id, SSR_URL) })

    test('the guest prompt is never drawn, and the form does not move from the first paint to after hydration', async ({
      page,
    }) => {
      const { form, prompt, topBefore } = await checkoutBeforeAndAfterHydration(page, true)
      // Hydration knows the session: the prompt is gone, the saved address fills the form.
      await expect(prompt).toHaveCount(0)
      await expect(form.getByLabel('Full name')).toHaveValue('Rahima')
      const frames = await framesSoFar(page)
      expect(frames.promptDrawn).toBe(false)
      expect(frames.formTop).not.toBeNull()
      expect(topBefore).toBeCloseTo(frames.formTop ?? Number.NaN, 0)
      expect(await formTopNow(page)).toBeCloseTo(frames.formTop ?? Number.NaN, 0)
    })

    test("the shopper's details and saved address fill the form after hydration, without a mismatch", async ({
      page,
    }) => {
      const hydration = recordHydrationMessages(page)
      await storeCartFromHome(page, TWO_LINES)
      await page.goto('/checkout')
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
      const form = page.getByRole('form', { name: 'Checkout' })
      // The saved address (House 27, Dhanmondi, Dhaka; first name Rahima) fills the form,
      // read-only until 'Change Shipping Address'.
      await expect(form.getByLabel('Change Shipping Address')).toBeVisible()
      await expect(form.getByLabel('Full name')).toHaveValue('Rahima')
      await expect(form.getByLabel('Address line 1')).toHaveValue('House 27, Road 9/A')
      await expect(form.getByLabel('City')).toHaveValue('Dhaka')
      await expect(form.getByLabel('Phone')).toHaveValue(DEMO.phone)
      await expect(page.getByText('Returning customer?')).toHaveCount(0)
      expect(hydration).toEqual([])
    })
  })
})
