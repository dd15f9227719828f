/**
 * No lost input (issue 25's "no dead taps", for the controls that take a value): a change made in
 * the server's HTML before the page's scripts arrive takes effect once they do (the early script,
 * src/app/ssr/earlyTaps.ts, gives each changed control its value again as an event):
 * - text typed into the header search is searched, typing goes on from it, and Enter sends it;
 * - an order chosen in a listing's 'Sort by' sorts the listing;
 * - checkout's form keeps a city chosen (its areas load), a delivery date, online payment and the
 *   text typed, and the form library has them (only the fields left empty are reported).
 * Add to Cart and the other taps: ./early-taps.ssr.ts.
 */
import { expect, test } from './fixtures'
import { holdScripts, storeCartFromHome, TWO_LINES } from './support'

test('text typed into the header search before the scripts arrive is searched once they do', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto('/offers', { waitUntil: 'commit' })
  const box = page.getByRole('searchbox', { name: 'Search medicines and products' })
  await box.fill('napa')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  expect(scripts.held()).toBeGreaterThan(0)

  scripts.release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(box).toHaveValue('napa')
  const suggestions = page.getByRole('list', { name: 'Suggestions' })
  await expect(suggestions.getByRole('link', { name: /Napa/ }).first()).toBeVisible()
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('4 suggestions, press Down to browse')
  // Typing goes on from the text (nothing resets the box).
  await box.press('End')
  await box.pressSequentially(' 5')
  await expect(box).toHaveValue('napa 5')
})

test('a search typed and sent with Enter before the scripts arrive opens its results once they do', async ({
  page,
}) => {
  const scripts = await holdScripts(page)
  await page.goto('/offers', { waitUntil: 'commit' })
  const box = page.getByRole('searchbox', { name: 'Search medicines and products' })
  await box.fill('napa')
  // The form is not sent natively (the early-tap script keeps its button's click for hydration).
  await box.press('Enter')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  await expect(page).toHaveURL('/offers')

  scripts.release()
  await expect(page).toHaveURL('/search/napa')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Search Results for “napa”')
})

test('an order chosen in Sort by before the scripts arrive sorts the listing once they do', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto('/product/medicines', { waitUntil: 'commit' })
  const sort = page.getByRole('combobox', { name: 'Sort by' })
  await sort.selectOption('price_desc')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  expect(scripts.held()).toBeGreaterThan(0)

  scripts.release()
  await expect(page).toHaveURL('/product/medicines?sort=price_desc')
  await expect(sort).toHaveValue('price_desc')
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
  // The prices paid, highest first (a card's first amount: its discount price comes before the
  // struck-through one).
  const prices = await page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const amounts = card.textContent?.match(/৳[\d,]+\.\d{2}/g) ?? []
        return Number((amounts[0] ?? '').replace(/[৳,]/g, ''))
      }),
    )
  expect(prices.length).toBeGreaterThan(1)
  expect(prices).toEqual([...prices].sort((a, b) => b - a))
})

test('checkout fields changed before the scripts arrive keep their values and count once they do', async ({ page }) => {
  await storeCartFromHome(page, TWO_LINES)
  const scripts = await holdScripts(page)
  await page.goto('/checkout', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: 'Checkout' })
  await form.getByRole('textbox', { name: 'Full name' }).fill('Karim Uddin')
  await form.getByRole('textbox', { name: 'Phone' }).fill('01712345678')
  await form.getByRole('combobox', { name: 'City' }).selectOption('Dhaka')
  await form.getByLabel('Delivery date').fill('2030-01-02')
  await form.getByRole('textbox', { name: 'Order notes (optional)' }).fill('Gate 2')
  await form.getByRole('radio', { name: 'Online Payment' }).check()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  expect(scripts.held()).toBeGreaterThan(0)

  scripts.release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(form.getByRole('combobox', { name: 'City' })).toHaveValue('Dhaka')
  await expect(form.getByLabel('Delivery date')).toHaveValue('2030-01-02')
  await expect(form.getByRole('radio', { name: 'Online Payment' })).toBeChecked()
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Karim Uddin')
  // What followed from the choices: the city's areas loaded, online payment's button.
  const area = form.getByRole('combobox', { name: 'Area' })
  await expect(area).toBeEnabled()
  await expect(area.getByRole('option')).not.toHaveCount(1)
  const pay = form.getByRole('button', { name: 'Pay Now' })
  await expect(pay).toBeEnabled()
  // The form library holds the early values: only the two fields left empty are reported.
  await pay.click()
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(2)
  await expect(form.getByRole('textbox', { name: 'Address line 1' })).toHaveAttribute('aria-invalid', 'true')
  await expect(area).toHaveAttribute('aria-invalid', 'true')
})
