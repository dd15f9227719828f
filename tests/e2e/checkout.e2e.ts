/**
 * Checkout (spec 001 s2, s4, s8): the guest journey to an order confirmation, signing in from the
 * checkout's returning-customer prompt so the order lands in My Orders, a guest order, the form
 * with the keyboard only, and the checkout on a phone. Cash on delivery to a Dhaka area.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  addFromProductPage,
  cartPanel,
  closePopupAdWhenShown,
  dismissPopupAd,
  DEMO,
  headerCartButton,
  main,
  SERGEL,
  shoppingStorage,
  signInWithEmail,
  storageWith,
  storedCart,
  waitForPageData,
} from './support'

/** Tomorrow in Bangladesh (the checkout's dates are Asia/Dhaka), as the date input's value. */
function tomorrowInDhaka(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(Date.now() + 86_400_000))
  return parts
}

function checkoutForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Checkout' })
}

/** Delivery tomorrow, in the first time slot. */
async function chooseDelivery(form: Locator): Promise<void> {
  await form.getByLabel('Delivery date').fill(tomorrowInDhaka())
  const time = form.getByLabel('Delivery time')
  await expect(time).toBeEnabled()
  await time.selectOption('8-12 PM')
}

/** A guest's billing details: Dhaka, Dhanmondi (no delivery charge, so the shop accepts it). */
async function fillGuestBilling(form: Locator): Promise<void> {
  await form.getByLabel('Full name').fill('Karim Uddin')
  await form.getByLabel('Phone').fill('01812345678')
  await form.getByLabel('Address line 1').fill('House 12, Road 5')
  await form.getByLabel('City').selectOption('Dhaka')
  const area = form.getByLabel('Area')
  await expect(area).toBeEnabled()
  await area.selectOption('Dhanmondi')
  await form.getByLabel('Email (optional)').fill('karim@example.com')
  await chooseDelivery(form)
}

/** Place Order (cash): the toast, then the confirmation page; returns the order code. */
async function placeOrder(page: Page): Promise<string> {
  const form = checkoutForm(page)
  await expect(form.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked()
  await form.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByText('Order placed successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/order-confirmation\/[^/]+$/)
  await expect(main(page).getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible()
  const code = await main(page).getByRole('status').locator('strong').first().textContent()
  expect(code).toMatch(/^#\d+$/)
  // The cart is emptied (spec 001 s4).
  expect(await storedCart(page)).toEqual({ cart: [], cartTotal: 0 })
  await expect(headerCartButtonOrBar(page)).toBeVisible()
  return (code ?? '').slice(1)
}

/** The cart button of the header (desktop) or the bottom bar (phone), showing an empty cart. */
function headerCartButtonOrBar(page: Page): Locator {
  return page.getByRole('button', { name: /^Cart(, 0 items| \(0 items\))$/ })
}

test.describe('checkout', () => {
  test('guest: home -> suggestions -> product -> add 3 -> cart panel -> checkout, sign in, COD to Dhaka -> confirmation -> My Orders', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.goto('/')
    await dismissPopupAd(page)
    await page.getByRole('searchbox', { name: 'Search medicines and products' }).fill('sergel')
    await page
      .getByRole('list', { name: 'Suggestions' })
      .getByRole('link', { name: new RegExp(`^${SERGEL.name}`) })
      .click()
    await addFromProductPage(page, SERGEL.name, 3)
    await headerCartButton(page).click()
    await cartPanel(page).getByRole('link', { name: 'Proceed to checkout' }).click()
    await expect(page).toHaveURL('/checkout')
    await expect(cartPanel(page)).toBeHidden()
    await waitForPageData(page)
    const form = checkoutForm(page)
    await expect(form.getByRole('row', { name: `${SERGEL.name} × 3 ৳210.00` })).toBeVisible()

    // The returning-customer prompt: sign in and come back with the cart.
    await main(page).getByRole('link', { name: 'Click here to login' }).click()
    await expect(page).toHaveURL(/\/user-login\?redirect=%2Fcheckout$/)
    await signInWithEmail(page)
    await expect(page).toHaveURL('/checkout')
    await expect(main(page).getByRole('link', { name: 'Click here to login' })).toHaveCount(0)
    await expect(form.getByRole('row', { name: `${SERGEL.name} × 3 ৳210.00` })).toBeVisible()

    // The active saved address (Dhanmondi, Dhaka) fills the billing details.
    await expect(form.getByLabel('City')).toHaveValue('Dhaka')
    await expect(form.getByLabel('Area')).toHaveValue('Dhanmondi')
    await chooseDelivery(form)
    const code = await placeOrder(page)

    // My Orders lists it, Pending, first.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(DEMO.name) })
      .click()
    await page.getByRole('link', { name: 'Order History' }).click()
    const firstRow = page.getByRole('table', { name: 'Your orders' }).getByRole('row').nth(1)
    await expect(firstRow).toContainText(code)
    await expect(firstRow).toContainText('Pending')
    await expect(firstRow).toContainText('COD')
  })

  test('a guest order with a new address, and the empty checkout afterwards', async ({ page }) => {
    await page.goto(`/product-details/${SERGEL.slug}`)
    await addFromProductPage(page, SERGEL.name, 3)
    await page.goto('/checkout')
    await waitForPageData(page)
    const form = checkoutForm(page)
    await fillGuestBilling(form)
    await expect(form.getByText('৳270.00')).toBeVisible()
    await placeOrder(page)
    // The confirmation shows what was ordered and where it goes.
    await expect(main(page).getByText('Dhaka - Dhanmondi')).toBeVisible()
    await page.goto('/checkout')
    await expect(main(page).getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
  })
})

test.describe('checkout with the keyboard only', () => {
  test.use({ storageState: storageWith(shoppingStorage()) })

  test('fill the billing form and submit it with the keyboard', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/checkout')
    await waitForPageData(page)
    const form = checkoutForm(page)
    const name = form.getByLabel('Full name')
    // Into the form from the page's top: Tab until the first field.
    for (let presses = 0; presses < 60 && !(await name.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(name).toBeFocused()
    await page.keyboard.type('Karim Uddin')
    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Phone')).toBeFocused()
    await page.keyboard.type('01812345678')
    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Address line 1')).toBeFocused()
    await page.keyboard.type('House 12, Road 5')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    // Selects: the arrow keys change the value without opening the list.
    const city = form.getByLabel('City')
    await expect(city).toBeFocused()
    await expect(city).not.toHaveAttribute('aria-busy')
    await page.keyboard.press('ArrowDown')
    await expect(city).toHaveValue('Dhaka')
    const area = form.getByLabel('Area')
    // The city's areas load after the choice: the select is busy (and empty) until they are in.
    await expect(area).toBeEnabled()
    await expect(area).not.toHaveAttribute('aria-busy')
    await page.keyboard.press('Tab')
    await expect(area).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(area).not.toHaveValue('')
    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Email (optional)')).toBeFocused()
    await page.keyboard.press('Tab')
    const date = form.getByLabel('Delivery date')
    await expect(date).toBeFocused()
    // A date input takes its parts typed in the locale's order (en-US: month, day, year).
    const [year, month, day] = tomorrowInDhaka().split('-')
    await page.keyboard.type(`${month}${day}${year}`)
    await expect(date).toHaveValue(tomorrowInDhaka())
    const time = form.getByLabel('Delivery time')
    await expect(time).toBeEnabled()
    await tabUntilFocused(page, time)
    await page.keyboard.press('ArrowDown')
    await expect(time).not.toHaveValue('')
    const placeOrderButton = form.getByRole('button', { name: 'Place Order' })
    await tabUntilFocused(page, placeOrderButton)
    await page.keyboard.press('Enter')
    await expect(page.getByText('Order placed successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/order-confirmation\/\d+$/)
  })
})

async function tabUntilFocused(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 30 && !(await target.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test.describe('checkout on a phone', { tag: '@mobile-only' }, () => {
  test.use({ storageState: storageWith(shoppingStorage()) })

  test('from the bottom bar cart to the order confirmation', async ({ page }) => {
    await closePopupAdWhenShown(page)
    await page.goto('/offers')
    await waitForPageData(page)
    const bar = page.getByRole('navigation', { name: 'Shortcuts' })
    await bar.getByRole('button', { name: 'Cart (3 items)' }).tap()
    await cartPanel(page).getByRole('link', { name: 'Proceed to checkout' }).tap()
    await expect(page).toHaveURL('/checkout')
    await waitForPageData(page)
    // No floating cart summary on the checkout (spec 000 s2).
    await expect(page.getByRole('button', { name: /: open the cart$/ })).toHaveCount(0)
    await fillGuestBilling(checkoutForm(page))
    await placeOrder(page)
    await expect(bar.getByRole('button', { name: 'Cart (0 items)' })).toBeVisible()
  })
})
