/**
 * No dead taps (issue 25): on a phone at 4x CPU, with the page's scripts held back, the shopper
 * taps Add to Cart as soon as the server's HTML shows it (and again, because nothing seemed to
 * happen); once the scripts arrive and the page hydrates, the product is in the cart once: not
 * zero times (a lost tap), not twice. The inline script of src/app/ssr/earlyTaps.ts does it.
 */
import { devices, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { holdScripts } from './support'

test.use({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })

async function cartLines(page: Page): Promise<Array<{ slug?: string; qty?: number }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ slug?: string; qty?: number }>)
}

for (const { name, path, slug } of [
  { name: 'the home page', path: '/', slug: null },
  { name: 'a product page', path: '/product-details/napa-500-mg-tablet', slug: 'napa-500-mg-tablet' },
]) {
  test(`on ${name}, Add to Cart tapped before the scripts arrive reaches the cart once`, async ({ page, request }) => {
    // The page as the server keeps it, with its products (a loaded machine's first render may
    // answer with the loading state, which is not kept).
    await expect
      .poll(async () =>
        (await (await request.get(path, { headers: { 'X-Layout': 'mobile' } })).text()).includes('Add to Cart'),
      )
      .toBe(true)
    // 4x CPU on a 2-core machine: three times the usual time limit.
    test.slow()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const scripts = await holdScripts(page)
    await page.goto(path, { waitUntil: 'commit' })

    const button = page
      .getByRole('main')
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
    await expect(button).toBeVisible()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    // The shopper taps, sees nothing happen yet, and taps again.
    await button.tap()
    await button.tap()
    await expect(button).toHaveAttribute('data-early-tap', '')
    expect(scripts.held()).toBeGreaterThan(0)
    expect(await cartLines(page)).toEqual([])

    scripts.release()
    // Hydration at 4x CPU: long on a loaded machine (a bound, not a timed assertion).
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 })
    await expect(page.getByTestId('mobile-cart-count')).toHaveText('1')
    const lines = await cartLines(page)
    expect(lines).toHaveLength(1)
    expect(lines[0]?.qty).toBe(1)
    if (slug) expect(lines[0]?.slug).toBe(slug)
    await expect(page.locator('html[data-early-taps], [data-early-tap]')).toHaveCount(0)
  })
}
