/**
 * Keyboard only: no clicks, no fill(). The shopper tabs to the search, types, picks a suggestion
 * with the arrow keys, sets a quantity and adds to the cart, opens the cart panel and changes the
 * quantity in it, closes it with Escape, and goes on to checkout (checkout.e2e.ts fills the form
 * with the keyboard).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { cartPanel, dismissPopupAd, headerCartButton, SERGEL, storedCart } from './support'

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  const element = await target.elementHandle()
  if (!element) throw new Error(`tabTo: ${target.toString()} is not in the page`)
  for (let presses = 0; presses < max; presses++) {
    if (await element.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

test('search, add to cart and use the cart panel with the keyboard only', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/')
  // The popup advertisement takes the focus when it opens; Escape closes it and gives it back.
  await dismissPopupAd(page, { key: true })

  // The skip link is the first stop.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()

  const searchbox = page.getByRole('searchbox', { name: 'Search medicines and products' })
  await tabTo(page, searchbox)
  // Typed key by key, a pause under load can settle a shorter query first ('serge'): its list is
  // replaced while the answer for 'sergel' loads. Browse the answer to the whole text.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/product-search/sergel'))
  await page.keyboard.type('sergel')
  await answered
  const suggestions = page.getByRole('list', { name: 'Suggestions' })
  await expect(suggestions.getByRole('link').first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  const first = suggestions.getByRole('link').first()
  await expect(first).toBeFocused()
  await expect(first).toContainText(SERGEL.name)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/product-details/${SERGEL.slug}`)

  // Quantity 3 with the stepper's + button, then Add to Cart.
  const increase = page.getByRole('button', { name: `Increase quantity of ${SERGEL.name}` })
  await tabTo(page, increase)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Space')
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${SERGEL.name}` })).toHaveValue('3')
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Product added to cart')).toBeVisible()
  await expect(headerCartButton(page)).toHaveAccessibleName('Cart, 3 items')

  // The cart panel: opened from the header's cart button, focus inside, Escape closes it and the
  // focus comes back to the button.
  await tabTo(page, headerCartButton(page), { back: true })
  await page.keyboard.press('Enter')
  const panel = cartPanel(page)
  await expect(panel).toBeVisible()
  await expect(panel.locator(':focus')).toHaveCount(1)
  await tabTo(page, panel.getByRole('button', { name: `Increase quantity of ${SERGEL.name}` }))
  await page.keyboard.press('Enter')
  await expect(panel.getByRole('spinbutton', { name: `Quantity of ${SERGEL.name}` })).toHaveValue('4')
  await expect.poll(async () => (await storedCart(page)).cartTotal).toBe(280)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(headerCartButton(page)).toBeFocused()

  // Back in and on to checkout.
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await tabTo(page, panel.getByRole('link', { name: 'Proceed to checkout' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/checkout')
})
