/**
 * Bangla under /bn in the static build (the demo build on the mock shop in the browser, as a
 * static host serves it): the browser routes the page under its base path, writes money in Bangla
 * digits and sends a shopper who chose Bangla from an English path to the same page under /bn.
 */
import { expectBanglaPrices } from './catalogue'
import { expect, test } from './fixtures'
import { main, waitForPageData } from './support'

test('a Bangla listing in the static build: Bangla money, links kept under /bn', async ({ page }) => {
  await page.goto('/bn/offers')
  await waitForPageData(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expectBanglaPrices(page)
  await main(page).getByRole('article').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/bn\/product-details\//)
  await waitForPageData(page)
})

test('the remembered language sends an English path to the same page under /bn', async ({ page, context }) => {
  await page.goto('/page/about-us')
  await waitForPageData(page)
  await page.getByRole('link', { name: 'বাংলা' }).click()
  await expect(page).toHaveURL(/\/bn\/page\/about-us$/)
  await waitForPageData(page)
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('bn')
  await page.goto('/offers?page=2')
  await expect(page).toHaveURL(/\/bn\/offers\?page=2$/)
  await waitForPageData(page)
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/offers\?page=2$/)
  await expect(page).not.toHaveURL(/\/bn\//)
  await waitForPageData(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
