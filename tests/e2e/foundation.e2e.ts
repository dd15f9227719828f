import { expect, test } from './fixtures'
import { dismissPopupAd, headerCartButton, main } from './support'

test.describe('foundation: the storefront runs on the mock shop', () => {
  test('home shows featured products from the mock shop, with titles and money formatted', async ({ page }) => {
    const tagsCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v2/tags') tagsCalls.push(request.url())
    })
    await page.goto('/')
    await expect(page).toHaveTitle(/Online Pharmacy$/)
    const featured = page.getByRole('region', { name: 'Featured Product' })
    await expect(featured.getByRole('article').first()).toBeVisible()
    expect(await featured.getByRole('article').count()).toBeGreaterThan(4)
    await expect(featured.getByText(/৳[\d,]+\.\d{2}$/).first()).toBeVisible()
    // The site metadata call goes out once per page load, footer included.
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(tagsCalls).toHaveLength(1)
  })

  test.describe('with the home page still', () => {
    // Not about the carousels: with reduced motion they do not autoplay, so the first card stays
    // where it is; the popup advertisement (it opens on every first visit) is closed first.
    test.use({ reducedMotion: 'reduce' })

    test('a toast stays its time (its timer is not cut with the motion) and is styled from its container', async ({
      page,
    }) => {
      // react-toastify closes a toast when its progress bar's animation ends: the reduced-motion
      // rule that shortens every animation must leave that one its duration (the spec's 3 s).
      await page.goto('/product-details/napa-500-mg-tablet')
      await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click()
      const toast = page.getByRole('alert').filter({ hasText: 'Product added to cart' })
      await expect(toast).toBeVisible()
      await expect(toast.getByRole('progressbar', { includeHidden: true })).toHaveCSS('animation-duration', '3s')
      await expect(toast).toBeVisible()
      // The toasts' variables live on their container: declared on the page's root (as the
      // library's main entry writes them when its container mounts) they restyle every element.
      const variable = (selector: string) =>
        page.evaluate(
          (s) => getComputedStyle(document.querySelector(s) as Element).getPropertyValue('--toastify-toast-width'),
          selector,
        )
      expect(await variable('.Toastify')).not.toBe('')
      expect(await variable('html')).toBe('')
    })

    test('adding to the cart survives a reload', async ({ page }) => {
      await page.goto('/')
      await dismissPopupAd(page)
      const featured = page.getByRole('region', { name: 'Featured Product' })
      const add = featured.getByRole('button', { name: /^Add to Cart/ }).first()
      // A click in the moment the popup's layer is taken down was lost once in CI (the button
      // was hit, the cart stayed empty): clicked again only while the cart is still empty, so a
      // click that counted is never repeated. Under investigation (see the note).
      await expect(async () => {
        const lines = await page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]).length)
        if (lines === 0) await add.click()
        await expect(headerCartButton(page)).toHaveAccessibleName('Cart, 1 item', { timeout: 3000 })
      }).toPass({ timeout: 15_000 })
      const stored = await page.evaluate(
        () => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ qty: number }>,
      )
      expect(stored).toHaveLength(1)
      expect(stored[0]?.qty).toBe(1)
      expect(await page.evaluate(() => typeof JSON.parse(localStorage.getItem('cartTotal') ?? 'null'))).toBe('number')
      await page.reload()
      await expect(featured.getByRole('button', { name: /^View Item/ })).toHaveCount(1)
    })
  })

  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found | Online Pharmacy')
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
