/**
 * Bangla under /bn (issue 16, first step) against the production server on the mock shop: the
 * server renders the language of the URL (`<html lang="bn">`, Bangla digits in prices), the page
 * hydrates without errors and without fetching again, links stay under /bn, the switch leads to
 * the same page in the other language and the choice is remembered for the next visit. English
 * pages are unchanged. Every test runs under the guard of ./fixtures.
 */
import type { Page } from '@playwright/test'
import { bn } from './catalogue'
import { expect, test } from './fixtures'
import { SSR_URL } from './server'
import { closePopupAdWhenShown } from './support'

const PRODUCT = '/product-details/napa-500-mg-tablet'
const BANGLA_DIGITS = /[০-৯]/

/** Whether a face of the Bangla font has been loaded (a face is loaded when the page uses it). */
async function banglaFontLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === 'Storefront Bengali' && face.status === 'loaded',
    )
  })
}

/** The fallback face drawn until the Bangla font has loaded: Noto Sans Bengali's metrics. */
async function fallbackMetrics(page: Page): Promise<Record<string, string> | null> {
  return page.evaluate(() => {
    const face = [...document.fonts].find(
      (candidate) => candidate.family.replace(/["']/g, '') === 'Storefront Bengali Fallback',
    )
    return face
      ? {
          ascent: face.ascentOverride,
          descent: face.descentOverride,
          lineGap: face.lineGapOverride,
          // Not in TypeScript's DOM types yet (CSS Fonts 5), but in Chromium.
          sizeAdjust: (face as FontFace & { sizeAdjust?: string }).sizeAdjust ?? '',
        }
      : null
  })
}

test('a Bangla product page is rendered in Bangla by the server and hydrates without fetching again', async ({
  page,
  request,
}) => {
  const response = await request.get(`${SSR_URL}/bn${PRODUCT}`, { headers: { Accept: 'text/html' } })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<html lang="bn"')
  expect(html).toContain('৳১২.০০')
  // The Bangla catalogue is announced with the page's scripts (the browser loads it before hydrating).
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/bn-[\w-]+\.js">/)
  // Bangla is indexed: its own canonical URL, the alternates in both languages, no noindex.
  expect(html).not.toContain('name="robots"')
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="${SSR_URL}/bn${PRODUCT}"/>`))
  for (const [language, href] of [
    ['en', `${SSR_URL}${PRODUCT}`],
    ['bn', `${SSR_URL}/bn${PRODUCT}`],
    ['x-default', `${SSR_URL}${PRODUCT}`],
  ]) {
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${language}" href="${href}"/>`, 'i'))
  }
  // Only an English page depends on the remembered language (the lang cookie sends a Bangla reader
  // on to /bn): a Bangla page's answer does not, so shared caches keep one copy of it.
  expect(response.headers()['vary']).not.toContain('Cookie')

  const calls: string[] = []
  page.on('request', (call) => {
    const url = new URL(call.url())
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname)
  })
  await page.goto(`/bn${PRODUCT}`)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await page.waitForLoadState('networkidle')
  expect(calls.filter((call) => /product-details|related-product/.test(call))).toEqual([])
  const main = page.getByRole('main')
  await expect(main.getByText('৳১২.০০').first()).toBeVisible()
  await expect(main.getByText('৳12.00')).toHaveCount(0)
  // The Bangla font was loaded for the page's Bengali characters (its self-hosted faces are added
  // after the load event, src/lib/banglaFont.ts); until then a fallback with its metrics.
  await expect.poll(() => banglaFontLoaded(page), { timeout: 15_000 }).toBe(true)
  // Its files, when this machine has no Noto Sans Bengali of its own, were fetched after the load
  // event, not with the first screen's image.
  const fontFetchedBeforeLoad = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('noto-sans-bengali'))
    return fonts.some((font) => !navigation || font.startTime < navigation.loadEventEnd)
  })
  expect(fontFetchedBeforeLoad).toBe(false)
  expect(await fallbackMetrics(page)).toEqual({ ascent: '91.7%', descent: '40.8%', lineGap: '0%', sizeAdjust: '99%' })

  // In-app links keep the language: the breadcrumb's category opens under /bn.
  await page
    .getByRole('navigation', { name: bn('Breadcrumb') })
    .getByRole('link')
    .nth(1)
    .click()
  await expect(page).toHaveURL(/\/bn\/(product|category|sub-category)\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(main.getByRole('article').first()).toContainText(BANGLA_DIGITS)
})

test('the switch leads to the same page in the other language and the choice is remembered', async ({
  page,
  context,
}) => {
  // The test passes through the home page: its popup advertisement may open over the switch.
  await closePopupAdWhenShown(page)
  await page.goto(`/product/medicines?page=2`)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: 'বাংলা' }).click()
  await expect(page).toHaveURL(`${SSR_URL}/bn/product/medicines?page=2`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('bn')

  // The next visit to an English page opens it in Bangla.
  await page.goto('/offers')
  await expect(page).toHaveURL(`${SSR_URL}/bn/offers`)
  await page.goto('/')
  await expect(page).toHaveURL(`${SSR_URL}/bn`)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)

  // And back: English is remembered too, and English pages stay where they are.
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(`${SSR_URL}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/offers')
  await expect(page).toHaveURL(`${SSR_URL}/offers`)
  await expect(
    page
      .getByRole('main')
      .getByText(/৳[\d,]+\.\d\d/)
      .first(),
  ).toBeVisible()
  // An English page never loads the Bangla font (its prices' ৳ included).
  expect(await banglaFontLoaded(page)).toBe(false)
})

test('the phone menu has the switch too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto(`${SSR_URL}/bn/offers`)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await page
    .getByRole('button', { name: bn('Categories menu') })
    .first()
    .click()
  const menu = page.getByRole('dialog')
  await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/offers')
  await context.close()
})
