/**
 * Search typed in Bangla script (issue 24) on the demo build, where the Bangla search is a chunk
 * loaded on demand under the production security headers: the header's suggestions for 'সেকলো'
 * (transliterated 'seklo', found as Seclo) with the note of the spelling matched, and the search
 * results page for it on a Bangla page.
 */
import { expect, test } from './fixtures'
import { main } from './support'

test('typing সেকলো in the header suggests Seclo and says which spelling matched', async ({ page }) => {
  await page.goto('/offers')
  const search = page.getByRole('search', { name: 'Products' })
  await search.getByRole('searchbox', { name: 'Search medicines and products' }).fill('সেকলো')
  const suggestions = page.getByRole('list', { name: 'Suggestions' })
  await expect(suggestions.getByRole('link').first()).toHaveAccessibleName(/^Seclo 20 mg Capsule/)
  await expect(page.getByTestId('search-note')).toHaveText('Showing results for “seklo”')
  await suggestions.getByRole('link').first().click()
  await expect(page).toHaveURL('/product-details/seclo-20-mg-capsule')
})

test('/bn/search/সেকলো lists Seclo first, with the note in Bangla', async ({ page }) => {
  await page.goto(`/bn/search/${encodeURIComponent('সেকলো')}`)
  await expect(main(page).getByRole('article').first()).toContainText('Seclo 20 mg Capsule')
  await expect(main(page).getByTestId('search-note')).toHaveText('“seklo”-এর ফলাফল দেখানো হচ্ছে')
})
