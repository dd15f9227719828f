/**
 * The page head in the static build (issue 14): index.html carries a title and no description,
 * the app renders each page's head (React adopts index.html's title), so a page drawn in the
 * browser has one title, one description and one canonical URL, and keeps one while the shopper
 * navigates. The server-rendered head is tested in ./seo.ssr.ts.
 */
import { expect, test } from './fixtures'

/** Counts of the head's tags that must never be doubled. */
function headCounts() {
  return {
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    ogTitles: document.querySelectorAll('meta[property="og:title"]').length,
    robots: document.querySelectorAll('meta[name="robots"]').length,
  }
}

test('one title, description and canonical URL per page, from the first page to the next', async ({ page }) => {
  await page.goto('/product-details/napa-500-mg-tablet')
  await expect(page).toHaveTitle('Napa 500 mg Tablet | Online Pharmacy')
  expect(await page.evaluate(headCounts)).toEqual({ titles: 1, descriptions: 1, canonicals: 1, ogTitles: 1, robots: 0 })
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Paracetamol/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL('/product-details/napa-500-mg-tablet', page.url()).href,
  )

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Medicines' }).click()
  await expect(page).toHaveTitle('Medicines | Online Pharmacy')
  expect(await page.evaluate(headCounts)).toEqual({ titles: 1, descriptions: 1, canonicals: 1, ogTitles: 1, robots: 0 })

  await page.goto('/no/such/page')
  await expect(page).toHaveTitle('Page not found | Online Pharmacy')
  expect(await page.evaluate(headCounts)).toEqual({ titles: 1, descriptions: 1, canonicals: 0, ogTitles: 1, robots: 1 })
})
