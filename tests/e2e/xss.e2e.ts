/**
 * A search query typed into the header search: it goes to the URL as one path segment, the page
 * drawn in the browser shows it as text, and nothing runs. The OWASP payloads in the URL, through
 * the server's rendering and hydration: ./xss.ssr.ts.
 */
import { expect, test } from './fixtures'
import { main, waitForPageData } from './support'

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
