/**
 * The cart panel's first opening (issue 25, decision 0052) on a phone, against the production
 * server: the panel's code is fetched at the shopper's first press, so the press that opens the
 * panel may come before it has arrived. The press draws the panel's frame at once (a dialog 'Cart
 * Item', modal as the panel is, with its close button, busy, the focus in it), Escape closes it
 * and gives the focus back; when the code arrives, the panel's lines and totals take the frame's
 * place.
 */
import { devices } from '@playwright/test'
import { expect, test } from './fixtures'
import { holdScripts, storeCart } from './support'

const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7']
test.use({ ...PHONE, viewport: { width: 390, height: 844 } })

const PRODUCT = '/product-details/napa-500-mg-tablet'

test('opened before its code arrives: the frame at once (heading, busy, focus, Escape), then the lines in its place', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  // One line in this origin's stored cart: 2 x the product.
  await storeCart(page, [['napa-500-mg-tablet', 2]])
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  // From now on the parts loaded on interaction (the panel's chunk among them) wait.
  const scripts = await holdScripts(page)

  const cart = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: /^Cart\b/ })
  const panel = page.getByRole('dialog', { name: 'Cart Item' })
  await cart.tap()
  await expect(panel).toBeVisible()
  await expect(panel).toHaveAttribute('aria-busy', 'true')
  await expect(panel.getByRole('heading', { level: 2, name: 'Cart Item' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Close cart' })).toBeFocused()
  await expect(panel.getByRole('listitem')).toHaveCount(0)
  expect(scripts.held()).toBeGreaterThan(0)
  // Modal as the panel is (decision 0062): announced so, the page behind hidden from assistive
  // technologies (its roles gone), and the keyboard cannot leave it for the page behind (Tab and
  // Shift+Tab keep the focus on its close button).
  await expect(panel).toHaveAttribute('aria-modal', 'true')
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0)
  await expect(page.getByRole('main')).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('button', { name: 'Close cart' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(panel.getByRole('button', { name: 'Close cart' })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  // The page shown again: the Cart button found by its role, with the focus.
  await expect(cart).toBeFocused()

  await cart.tap()
  await expect(panel).toHaveAttribute('aria-busy', 'true')
  scripts.release()
  await expect(panel.getByRole('listitem')).toHaveCount(1)
  await expect(panel.getByRole('spinbutton', { name: /^Quantity of Napa 500 mg Tablet/ })).toHaveValue('2')
  await expect(panel.locator('[data-price="subtotal"]')).toHaveText(/৳\d/)
  await expect(panel).not.toHaveAttribute('aria-busy')
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(panel.getByRole('button', { name: 'Close cart' })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(cart).toBeFocused()
})
