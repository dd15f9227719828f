/**
 * A shopper's whole journey in Bangla (issue 16) on the demo build: browse a category, search in
 * Bangla and in English, open a product, add it to the cart, sign in by phone PIN typed in Bangla
 * digits, check out cash on delivery and find the order in My Orders.
 *
 * Every element is found by its Bangla text from the catalogue (`bn`), every page is checked for
 * interface texts left in English (`englishLeft`), prices must be in Bangla digits, and what is
 * sent to the API must be what the English pages send: ASCII digits and the spec's field names.
 */
import type { Page, Request } from '@playwright/test'
import { bn, englishLeft, expectBanglaPrices } from './catalogue'
import { expect, test } from './fixtures'
import categoryTree from '../../mocks/data/categories.json' with { type: 'json' }
import { menus } from '../../mocks/data/content'
import { DEMO, main, SERGEL, storedCart, waitForPageData } from './support'

/** The Bangla digits of a number as the shop writes them: 70 -> '৭০'. */
function bangla(value: number | string): string {
  return String(value).replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)))
}

/** A money amount as a Bangla page writes it: ৳৭০.০০. */
function banglaMoney(amount: number): string {
  return `৳${bangla(amount.toFixed(2))}`
}

/** Tomorrow in Bangladesh, as the date input's value (the input's value is always ASCII). */
function tomorrowInDhaka(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(Date.now() + 86_400_000))
}

/** Fails with the list when the page shows interface texts in English. */
async function expectAllBangla(page: Page, where: string): Promise<void> {
  expect(await englishLeft(page, API_TEXTS), `English interface texts on ${where}`).toEqual([])
}

/** The JSON body of the next POST to an API path. */
function nextPost(page: Page, apiPath: string): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === apiPath)
}

/**
 * Texts the API sends, shown as they come (the mock shop's are English): the top menu's links
 * (spec 000: "Dynamic top menu links come from the server") and the category names of the menus,
 * the sidebar and the breadcrumbs; banners name category links after the category. The header's
 * own links to the main categories are interface texts and are translated.
 */
const API_TEXTS = [
  ...menus.map((menu) => menu.menu_name),
  ...categoryTree.main.flatMap((main) => [main.name, ...main.children.map((child) => child.name)]),
  ...categoryTree.main.flatMap((main) =>
    main.children.map((child) => child.slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())),
  ),
]

test('the whole journey in Bangla: category, search, product, cart, phone PIN in Bangla digits, cash on delivery, My Orders', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/bn')
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page).toHaveTitle(new RegExp(bn('Online Pharmacy')))
  const popup = page.getByRole('dialog', { name: bn('Special offer') })
  await expect(popup).toBeVisible()
  await expectAllBangla(page, 'the home page with its popup')
  await popup.getByRole('button', { name: bn('Close') }).click()
  await expect(popup).toBeHidden()
  await expectAllBangla(page, 'the home page')

  // Browse a category from the header's category menu (its names are the API's).
  const navigation = page.getByRole('navigation', { name: bn('Main') })
  await navigation.getByRole('button', { name: bn('All Categories') }).click()
  await expectAllBangla(page, 'the open category menu')
  await navigation.getByRole('link', { name: 'Medicines', exact: true }).first().click()
  await expect(page).toHaveURL(/\/bn\/product\/medicines$/)
  await waitForPageData(page)
  await expectBanglaPrices(page)
  await expectAllBangla(page, 'a category listing')

  // Search in Bangla: the product whose name has Bangla in it.
  const searchBox = page.getByRole('searchbox', { name: bn('Search medicines and products') })
  await searchBox.fill('নাপা')
  await searchBox.press('Enter')
  await expect(page).toHaveURL(/\/bn\/search\//)
  await waitForPageData(page)
  await expect(
    main(page)
      .getByRole('heading', { name: /নাপা সাসপেনশন/ })
      .first(),
  ).toBeVisible()
  await expectAllBangla(page, 'the Bangla search')

  // Search in English, then open the product.
  await searchBox.fill('sergel')
  await searchBox.press('Enter')
  await expect(page).toHaveURL(/\/bn\/search\/sergel$/)
  await waitForPageData(page)
  await expectAllBangla(page, 'the English search')
  await main(page).getByRole('link', { name: SERGEL.name }).first().click()
  await expect(page).toHaveURL(`/bn/product-details/${SERGEL.slug}`)
  await waitForPageData(page)
  await expect(main(page).getByText(banglaMoney(SERGEL.price)).first()).toBeVisible()
  await expectAllBangla(page, 'the product page')

  // Three to the cart with the stepper: the toast, the header's count, the stored cart unchanged.
  const quantity = main(page).getByRole('spinbutton', { name: bn('Quantity of {label}', { label: SERGEL.name }) })
  const increase = main(page).getByRole('button', { name: bn('Increase quantity of {label}', { label: SERGEL.name }) })
  await increase.click()
  await increase.click()
  await expect(quantity).toHaveValue('৩')
  await main(page)
    .getByRole('button', { name: bn('Add to Cart'), exact: true })
    .click()
  await expect(page.getByText(bn('Product added to cart'))).toBeVisible()
  expect(await storedCart(page)).toEqual({
    cart: [expect.objectContaining({ slug: SERGEL.slug, qty: 3 })],
    cartTotal: SERGEL.price * 3,
  })

  // Sign in by phone PIN, typed in Bangla digits; the API gets ASCII digits.
  await page
    .getByRole('banner')
    .getByRole('link', { name: bn('Login / SignUp') })
    .click()
  await expect(page).toHaveURL(/\/bn\/user-login/)
  await waitForPageData(page)
  await expectAllBangla(page, 'the email sign-in page')
  await main(page)
    .getByRole('link', { name: bn('Login with phone PIN') })
    .click()
  await expect(page).toHaveURL(/\/bn\/userlogin/)
  const phoneForm = page.getByRole('form', { name: bn('Login with phone') })
  await phoneForm.getByLabel(bn('Phone number')).fill(bangla(DEMO.phone))
  await expectAllBangla(page, 'the phone sign-in page')
  const otpRequest = nextPost(page, '/api/otp-login')
  await phoneForm.getByRole('button', { name: bn('Submit') }).click()
  expect((await otpRequest).postDataJSON()).toEqual({ phone: DEMO.phone })
  const pinForm = page.getByRole('form', { name: bn('Verify PIN') })
  await expect(pinForm).toBeVisible()
  await expectAllBangla(page, 'the PIN step')
  await pinForm.getByLabel(bn('PIN')).fill(bangla(DEMO.pin))
  const verifyRequest = nextPost(page, '/api/verify-otp')
  await pinForm.getByRole('button', { name: bn('Verify OTP') }).click()
  expect((await verifyRequest).postDataJSON()).toEqual({ otp: DEMO.pin, password: '' })
  const account = page.getByRole('banner').getByRole('button', { name: new RegExp(DEMO.name) })
  await expect(account).toBeVisible()
  await expect(page).not.toHaveURL(/userlogin/)
  await expect(page).toHaveURL(/\/bn(\/|$)/)

  // The cart panel, then the checkout with the saved address; cash on delivery.
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${bn('Cart')}, `) })
    .click()
  const panel = page.getByRole('dialog', { name: bn('Cart Item') })
  await expect(panel.getByText(banglaMoney(SERGEL.price * 3)).first()).toBeVisible()
  await expectAllBangla(page, 'the cart panel')
  await panel.getByRole('link', { name: bn('Proceed to checkout') }).click()
  await expect(page).toHaveURL('/bn/checkout')
  await waitForPageData(page)
  const form = page.getByRole('form', { name: bn('Checkout') })
  await expect(form.getByLabel(bn('Area'))).toHaveValue('Dhanmondi')
  await form.getByLabel(bn('Delivery date')).fill(tomorrowInDhaka())
  const time = form.getByLabel(bn('Delivery time'))
  await expect(time).toBeEnabled()
  await time.selectOption('8-12 PM')
  await expect(form.getByRole('radio', { name: bn('Cash on Delivery') })).toBeChecked()
  await expectAllBangla(page, 'the checkout')
  const orderRequest = nextPost(page, '/api/order-store')
  await form.getByRole('button', { name: bn('Place Order') }).click()
  const order = (await orderRequest).postDataJSON() as Record<string, unknown>
  expect(order).toMatchObject({
    payment_type: 'cod',
    delivery_date: tomorrowInDhaka(),
    delivery_time: '8-12 PM',
    city: 'Dhaka',
    area: 'Dhanmondi',
  })
  expect(String(order.phone)).toMatch(/^01\d{9}$/)
  // Nothing the shop receives is in Bangla digits.
  expect(JSON.stringify(order)).not.toMatch(/[০-৯]/)

  await expect(page.getByText(bn('Order placed successfully!'))).toBeVisible()
  await expect(page).toHaveURL(/\/bn\/order-confirmation\/[^/]+$/)
  await expect(main(page).getByRole('heading', { level: 1, name: bn('Order Confirmation') })).toBeVisible()
  const code = ((await main(page).getByRole('status').locator('strong').first().textContent()) ?? '').slice(1)
  expect(code).toMatch(/^\d+$/)
  await expectAllBangla(page, 'the order confirmation')

  // My Orders lists it first, Pending, in Bangla.
  await account.click()
  await page.getByRole('link', { name: bn('Order History') }).click()
  await expect(page).toHaveURL('/bn/orders')
  await waitForPageData(page)
  const firstRow = page
    .getByRole('table', { name: bn('Your orders') })
    .getByRole('row')
    .nth(1)
  await expect(firstRow).toContainText(code)
  await expect(firstRow).toContainText(bn('Pending'))
  await expectAllBangla(page, 'My Orders')
})
