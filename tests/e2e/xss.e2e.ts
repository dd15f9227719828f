/**
 * Search queries in the URL (/search/<payload>) from the OWASP XSS filter-evasion cheat sheet
 * (./payloads.ts): nothing runs (the `window.__xss` marker stays unset, no dialog opens, no CSP
 * violation is reported: the fixture fails the test on one), and the query shows as text in the
 * heading and the title.
 */
import { expect, test } from './fixtures'
import { XSS_PAYLOADS } from './payloads'
import { main, waitForPageData } from './support'

test(`search payloads in the URL are shown as text and never run (${XSS_PAYLOADS.length} payloads)`, async ({
  page,
  problems,
}) => {
  test.setTimeout(4_000 * XSS_PAYLOADS.length)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  for (const payload of XSS_PAYLOADS) {
    await test.step(payload, async () => {
      await page.goto(`/search/${encodeURIComponent(payload)}`)
      await waitForPageData(page)
      const heading = main(page).getByRole('heading', { level: 1 })
      // The router hands the query over decoded; the page shows it trimmed, as text.
      await expect(heading).toHaveText(`Search Results for “${payload.trim()}”`)
      await expect(page).toHaveTitle(`Search Results for ${payload.trim()} | Online Pharmacy`)
      await expect(
        main(page)
          .getByText(/^No products found\.$|products?$/)
          .first(),
      ).toBeVisible()
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), 'window.__xss').toBeUndefined()
      // No element the payload would have created made it into the page.
      expect(await main(page).locator('script, iframe, object, svg[onload], img[onerror], meta, style').count()).toBe(0)
      expect(dialogs, 'dialogs').toEqual([])
      expect(problems.csp, 'CSP violations').toEqual([])
    })
  }
})

test('a payload typed in the header search goes to the URL as one path segment and is shown as text', async ({
  page,
}) => {
  const payload = '<img src=x onerror=window.__xss=1>/../../user-profile?x=1#y'
  await page.goto('/offers')
  await waitForPageData(page)
  await page.getByRole('searchbox', { name: 'Search medicines and products' }).fill(payload)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/search/${encodeURIComponent(payload)}`)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Search Results for “${payload}”`)
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
})
