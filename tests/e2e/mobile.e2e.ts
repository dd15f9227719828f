/**
 * On a phone (390 x 844, touch; the `mobile` project runs tests tagged @mobile-only): the bottom
 * bar, the mobile search panel, the offcanvas category menu and the cart panel. The checkout on a
 * phone is in checkout.e2e.ts.
 */
import { expect, test } from './fixtures'
import { cartPanel, dismissPopupAd, main, storedCart, waitForPageData } from './support'

test.describe('mobile', { tag: '@mobile-only' }, () => {
  test('bottom bar, search panel, offcanvas menu and cart panel', async ({ page }) => {
    await page.goto('/')
    // The popup advertisement opens on the home page and takes the focus: closed first.
    await dismissPopupAd(page)
    const bar = page.getByRole('navigation', { name: 'Shortcuts' })
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user-login')
    await expect(bar.getByRole('button', { name: 'Cart (0 items)' })).toBeVisible()
    // No desktop search bar or navigation bar on a phone.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('search')).toHaveCount(0)

    // The search panel opens from the bar, with the focus in its input.
    const searchButton = bar.getByRole('button', { name: 'Search' })
    await searchButton.tap()
    await expect(searchButton).toHaveAttribute('aria-expanded', 'true')
    const searchbox = page.getByRole('searchbox', { name: 'Search medicines and products' })
    await expect(searchbox).toBeFocused()
    await searchbox.fill('sergel')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/search/sergel')
    await waitForPageData(page)
    await expect(searchButton).toHaveAttribute('aria-expanded', 'false')

    // Add from the results grid (2 columns on a phone).
    const card = main(page).getByRole('article').filter({ hasText: 'Sergel 20 mg Tablet' })
    await card.getByRole('button', { name: /^Add to Cart/ }).tap()
    await expect(page.getByText('Product added to cart')).toBeVisible()
    await expect(bar.getByRole('button', { name: 'Cart (1 item)' })).toBeVisible()

    // The offcanvas category menu: an accordion; a child category opens its listing and closes the menu.
    await page.getByRole('button', { name: 'Categories menu' }).tap()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('navigation', { name: 'Categories' })).toBeVisible()
    await menu.getByRole('button', { name: 'Medicines subcategories' }).tap()
    await menu.getByRole('link', { name: 'Fever & Pain' }).tap()
    await expect(page).toHaveURL('/category/fever-pain')
    await expect(menu).toBeHidden()
    await waitForPageData(page)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Fever & Pain' })).toBeVisible()

    // The cart panel from the bar: two more Sergel, past the ৳200 minimum.
    await bar.getByRole('button', { name: 'Cart (1 item)' }).tap()
    const panel = cartPanel(page)
    await expect(panel).toBeVisible()
    const increase = panel.getByRole('button', { name: 'Increase quantity of Sergel 20 mg Tablet' })
    await increase.tap()
    await expect(panel.getByRole('spinbutton', { name: 'Quantity of Sergel 20 mg Tablet' })).toHaveValue('2')
    await increase.tap()
    await expect(panel.getByRole('spinbutton', { name: 'Quantity of Sergel 20 mg Tablet' })).toHaveValue('3')
    expect(await storedCart(page)).toEqual({ cart: [expect.objectContaining({ qty: 3 })], cartTotal: 210 })
    await expect(panel.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible()
    // On a phone the panel covers the screen: its close button closes it.
    await panel.getByRole('button', { name: 'Close cart' }).tap()
    await expect(panel).toBeHidden()
    await expect(bar.getByRole('button', { name: 'Cart (3 items)' })).toBeVisible()
  })
})
