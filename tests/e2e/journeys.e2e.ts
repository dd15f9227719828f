/**
 * Shopper journeys on the demo build: guest shopping up to the cart panel, phone PIN sign-in with
 * Order Again and a cancellation, the cart across reloads and tabs, and sign-out. The checkout
 * itself is in checkout.e2e.ts.
 */
import { expect, test } from './fixtures'
import {
  addFromProductPage,
  cartPanel,
  DEMO,
  dismissPopupAd,
  headerCartButton,
  main,
  ORDERS,
  SERGEL,
  signedInState,
  storedCart,
  waitForPageData,
} from './support'

test.describe('guest journey', () => {
  test('home -> search suggestions -> product page -> add 3 -> cart panel', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Featured Product' }).getByRole('article').first()).toBeVisible()
    await dismissPopupAd(page)

    // Search with suggestions (desktop): the box lists products as links under the input.
    const search = page.getByRole('search', { name: 'Products' })
    await search.getByRole('searchbox', { name: 'Search medicines and products' }).fill('sergel')
    const suggestions = page.getByRole('list', { name: 'Suggestions' })
    await expect(suggestions.getByRole('link').first()).toBeVisible()
    expect(await suggestions.getByRole('link').count()).toBeLessThanOrEqual(10)
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(/suggestions?, press Down to browse$/)
    await suggestions.getByRole('link', { name: new RegExp(`^${SERGEL.name}`) }).click()

    // Product page: three units in one add.
    await expect(page).toHaveURL(`/product-details/${SERGEL.slug}`)
    await expect(page).toHaveTitle(`${SERGEL.name} | Online Pharmacy`)
    await addFromProductPage(page, SERGEL.name, 3)
    await expect(headerCartButton(page)).toHaveAccessibleName('Cart, 3 items')
    // The product page's stepper starts again at 1 after adding (spec 000 s4).
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${SERGEL.name}` })).toHaveValue('1')
    expect(await storedCart(page)).toEqual({
      cart: [expect.objectContaining({ slug: SERGEL.slug, qty: 3 })],
      cartTotal: 210,
    })

    // The cart panel: the line, its quantity, the subtotal and the way to checkout.
    await headerCartButton(page).click()
    const panel = cartPanel(page)
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('spinbutton', { name: `Quantity of ${SERGEL.name}` })).toHaveValue('3')
    await expect(panel.getByText('৳210.00').first()).toBeVisible()
    const proceed = panel.getByRole('link', { name: 'Proceed to checkout' })
    await expect(proceed).toHaveAttribute('href', '/checkout')

    // One more and one less in the panel: totals follow, the storage contract is kept.
    await panel.getByRole('button', { name: `Increase quantity of ${SERGEL.name}` }).click()
    await expect(panel.getByRole('spinbutton', { name: `Quantity of ${SERGEL.name}` })).toHaveValue('4')
    await expect(panel.getByText('৳280.00').first()).toBeVisible()
    await panel.getByRole('button', { name: `Decrease quantity of ${SERGEL.name}` }).click()
    await expect(panel.getByRole('spinbutton', { name: `Quantity of ${SERGEL.name}` })).toHaveValue('3')
    await expect.poll(async () => (await storedCart(page)).cartTotal).toBe(210)

    // The panel closes with its close button; the focus returns to the cart button.
    await panel.getByRole('button', { name: 'Close cart' }).click()
    await expect(panel).toBeHidden()
    await expect(headerCartButton(page)).toBeFocused()
  })

  test('below ৳200 the cart panel offers no checkout, and removing the last line empties it', async ({ page }) => {
    await page.goto('/product-details/napa-500-mg-tablet')
    await addFromProductPage(page, 'Napa 500 mg Tablet', 2)
    await headerCartButton(page).click()
    const panel = cartPanel(page)
    await expect(panel.getByText('৳24.00').first()).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Proceed to checkout' })).toHaveCount(0)
    await expect(panel.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    await panel.getByRole('button', { name: 'Remove Napa 500 mg Tablet from the cart' }).click()
    await expect(page.getByText('Product remove from your cart')).toBeVisible()
    await expect(panel.getByText('You Have 0 Item in your Bag')).toBeVisible()
    expect(await storedCart(page)).toEqual({ cart: [], cartTotal: 0 })
  })
})

test.describe('phone PIN sign-in, Order Again and a cancellation', () => {
  test('sign in with phone 01711000000 and PIN 1234, order a delivered order again, cancel a pending one', async ({
    page,
  }) => {
    // A login-required page sends the guest to sign in, and the phone PIN link keeps the way back.
    await page.goto('/orders')
    await expect(page).toHaveURL('/user-login?redirect=%2Forders')
    await main(page).getByRole('link', { name: 'Login with phone PIN' }).click()
    await expect(page).toHaveURL('/userlogin?redirect=%2Forders')

    const phoneForm = page.getByRole('form', { name: 'Login with phone' })
    await phoneForm.getByLabel('Phone number').fill(DEMO.phone)
    await phoneForm.getByRole('button', { name: 'Submit' }).click()
    const pinForm = page.getByRole('form', { name: 'Verify PIN' })
    await expect(pinForm).toBeVisible()
    // Resend stays locked during the 59-second countdown.
    await expect(main(page).getByRole('button', { name: 'Resend OTP' })).toBeDisabled()
    await pinForm.getByLabel('PIN').fill(DEMO.pin)
    await pinForm.getByRole('button', { name: 'Verify OTP' }).click()

    // Signed in: back on My Orders, the header shows the customer's name.
    await expect(page).toHaveURL('/orders')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: new RegExp(DEMO.name) })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Login / SignUp' })).toHaveCount(0)
    const session = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: localStorage.getItem('user'),
    }))
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(JSON.parse(session.user ?? 'null')).toMatchObject({ id: DEMO.id, phone: DEMO.phone })

    // The account dropdown leads there from any page.
    await page.goto(`/product-details/${SERGEL.slug}`)
    await banner.getByRole('button', { name: new RegExp(DEMO.name) }).click()
    await page.getByRole('link', { name: 'Order History' }).click()
    await expect(page).toHaveURL('/orders')
    await expect(page).toHaveURL('/orders')
    const table = page.getByRole('table', { name: 'Your orders' })
    await expect(
      table.getByRole('row', { name: new RegExp(`\\b${ORDERS.delivered.code}\\b.*Delivered`) }),
    ).toBeVisible()

    // Order Again on a delivered order: its lines replace the cart, the cart panel opens.
    await table.getByRole('button', { name: `Order Again order ${ORDERS.delivered.code}` }).click()
    const panel = cartPanel(page)
    await expect(panel).toBeVisible()
    // Order 100237: 1 shampoo, 2 coconut oils, 2 toothpastes.
    await expect(panel.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(3)
    await expect(panel.getByRole('spinbutton', { name: /^Quantity of Parachute/ })).toHaveValue('2')
    const { cart } = await storedCart(page)
    expect(cart).toEqual([
      expect.objectContaining({ slug: 'sunsilk-thick-long-shampoo-375-ml', qty: 1 }),
      expect.objectContaining({ slug: 'parachute-pure-coconut-oil-200-ml', qty: 2 }),
      expect.objectContaining({ slug: 'pepsodent-germicheck-toothpaste-200-g', qty: 2 }),
    ])
    await panel.getByRole('button', { name: 'Close cart' }).click()
    await expect(panel).toBeHidden()
    await expect(headerCartButton(page)).toHaveAccessibleName('Cart, 5 items')

    // Cancel the newest pending order: reason, then the profile and the toast.
    await table.getByRole('link', { name: `Cancel order ${ORDERS.pending.code}` }).click()
    await expect(page).toHaveURL(`/cancel-oreder-request/${ORDERS.pending.id}`)
    await expect(main(page).getByText(ORDERS.pending.code).first()).toBeVisible()
    await main(page).getByRole('textbox').fill('Ordered twice by mistake')
    await main(page)
      .getByRole('button', { name: /cancel/i })
      .click()
    await expect(page.getByText('Cancel Request Sent Successful')).toBeVisible()
    await expect(page).toHaveURL('/user-profile')
    // The profile's own calls (total, address, wallet) answer before the next page load: the demo's
    // mock shop runs in this page, and a call still in flight as it unloads reaches the file server.
    await expect(main(page).getByRole('table')).toBeVisible()
    await expect(main(page).getByText('Loading...')).toHaveCount(0)

    // The order list shows it cancelled, with its Cancel disabled.
    await page.goto('/orders')
    await expect(table.getByRole('row', { name: new RegExp(`\\b${ORDERS.pending.code}\\b.*Cancelled`) })).toBeVisible()
    await expect(table.getByRole('button', { name: `Cancel order ${ORDERS.pending.code}` })).toBeDisabled()
  })

  test.describe('signed in', () => {
    // The mock shop answers the out-of-stock order's items with 400, which Chromium logs.
    test.use({ storageState: signedInState(), allowedConsoleErrors: [/status of 400 \(Bad Request\)/] })

    test('Order Again on an order with an out-of-stock product keeps the cart and says so', async ({ page }) => {
      await page.goto('/orders')
      const table = page.getByRole('table', { name: 'Your orders' })
      await table.getByRole('button', { name: 'Order Again order 100236' }).click()
      await expect(page.getByText('Some Product is Stock Out!!')).toBeVisible()
      expect(await storedCart(page)).toEqual({ cart: null, cartTotal: null })
    })
  })
})

test.describe('the cart across reloads and tabs, and sign-out', () => {
  test('a reload keeps the cart; a second tab sees changes made in the first', async ({ context, page }) => {
    await page.goto(`/product-details/${SERGEL.slug}`)
    await addFromProductPage(page, SERGEL.name, 2)
    await page.reload()
    await expect(headerCartButton(page)).toHaveAccessibleName('Cart, 2 items')

    const second = await context.newPage()
    await second.goto('/product-details/napa-500-mg-tablet')
    await expect(headerCartButton(second)).toHaveAccessibleName('Cart, 2 items')

    // A change in the first tab reaches the second through the storage event, and back.
    await headerCartButton(page).click()
    await cartPanel(page)
      .getByRole('button', { name: `Increase quantity of ${SERGEL.name}` })
      .click()
    await expect(headerCartButton(second)).toHaveAccessibleName('Cart, 3 items')
    await cartPanel(page).getByRole('button', { name: 'Close cart' }).click()
    await addFromProductPage(second, 'Napa 500 mg Tablet', 1)
    await expect(headerCartButton(page)).toHaveAccessibleName('Cart, 4 items')
    await headerCartButton(page).click()
    await expect(cartPanel(page).getByRole('article', { name: 'Napa 500 mg Tablet' })).toBeVisible()
    expect(await storedCart(second)).toEqual({
      cart: [expect.objectContaining({ slug: SERGEL.slug, qty: 3 }), expect.objectContaining({ qty: 1 })],
      cartTotal: 222,
    })
    await second.close()
  })

  test.describe('signed in', () => {
    test.use({ storageState: signedInState() })

    test('signing out removes token and user and the header shows Login / SignUp', async ({ page }) => {
      await page.goto('/user-profile')
      await waitForPageData(page)
      const banner = page.getByRole('banner')
      await banner.getByRole('button', { name: new RegExp(DEMO.name) }).click()
      await page.getByRole('button', { name: 'Logout' }).first().click()
      await expect(page).toHaveURL('/')
      await expect(banner.getByRole('link', { name: 'Login / SignUp' })).toBeVisible()
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
        null,
        null,
      ])
      // A login-required page now asks for sign-in.
      await page.goto('/orders')
      await expect(page).toHaveURL('/user-login?redirect=%2Forders')
    })
  })
})
