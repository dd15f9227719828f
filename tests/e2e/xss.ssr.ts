/**
 * Search queries in the URL (/search/<payload>) from the OWASP XSS filter-evasion cheat sheet
 * (./payloads.ts), against the server-rendered production build (project ssr): the server writes
 * the query into the page's title, heading and data, and the browser then hydrates that page.
 * Nothing runs (the `window.__xss` marker stays unset, no dialog opens, no CSP violation is
 * reported: the fixture fails the test on one), and the query shows as text in the heading and
 * the title. A query typed into the header search (drawn in the browser): ./xss.e2e.ts.
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
      // Hydrated: the browser has rendered the page over the server's HTML too.
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
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
