/**
 * Accessibility of every route of both specs (docs/spec/000 s2, 001 s2) in the server-rendered
 * production build, at desktop and mobile (tagged @mobile: projects ssr and ssr-mobile run it):
 * the server's status (200, or 404 for an unknown page); axe with the WCAG 2.0/2.1 A and AA and
 * 2.2 AA rules finds nothing once the page shows its data; one h1 and headings in order; main,
 * banner, navigation and contentinfo landmarks. Then the overlays (cart panel, suggestions,
 * menus, popup), and the live regions that announce cart and search changes.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { bn } from './catalogue'
import { expect, test } from './fixtures'
import { SSR_URL } from './server'
import {
  addFromProductPage,
  cartPanel,
  closePopupAdWhenShown,
  dismissPopupAd,
  headerCartButton,
  main,
  ORDERS,
  popupAd,
  SERGEL,
  shoppingStorage,
  storageWith,
  waitForPageData,
} from './support'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The checkout area (src/pages/checkout) is built: its routes are scanned like the others. */
const CHECKOUT_READY = true

interface RouteCase {
  path: string
  /** Visible once the page shows its data (on top of: an h1, nothing busy in main). */
  ready: (page: Page) => Locator
  signedIn?: boolean
  /** A cart of 3 x Sergel (৳210.00) and a wishlist with Sergel. */
  shopping?: boolean
  /** The page is not built yet: the test stays, marked fixme, with the reason. */
  fixme?: string
  /**
   * The server answers 404 (an unknown page): checked, and the browser's console line for it
   * allowed (its own group, so no other route's failed request is).
   */
  notFound?: boolean
}

const h1 = (name: string | RegExp) => (page: Page) => main(page).getByRole('heading', { level: 1, name })
const firstCard = (page: Page) => main(page).getByRole('article').first()

const ROUTES: RouteCase[] = [
  // Catalogue, shell and cart (spec 000 s2).
  { path: '/', ready: (page) => page.getByRole('region', { name: 'Featured Product' }).getByRole('article').first() },
  { path: '/product/medicines', ready: firstCard },
  { path: '/category/feminine-hygiene', ready: firstCard },
  { path: '/sub-category/fever-pain', ready: firstCard },
  { path: '/offers', ready: firstCard },
  {
    path: '/bn',
    ready: (page) =>
      page
        .getByRole('region', { name: bn('Featured Product') })
        .getByRole('article')
        .first(),
  },
  { path: '/bn/product/medicines', ready: firstCard },
  { path: '/bn/product-details/napa-500-mg-tablet', ready: h1('Napa 500 mg Tablet') },
  { path: '/search', ready: h1('Search products') },
  { path: '/search/napa', ready: firstCard },
  { path: '/search/no-such-medicine-xyz', ready: (page) => main(page).getByText('No products found.') },
  { path: `/product-details/${SERGEL.slug}`, ready: (page) => page.getByRole('region', { name: 'Alternate Brands' }) },
  {
    path: '/product-details/reset-500-mg-tablet',
    ready: (page) => main(page).getByRole('link', { name: /Request stock/i }),
  },
  { path: '/product-details/nivea-creme-150-ml', ready: h1(/Nivea/) },
  { path: '/manufacture-products/Beximco%20Pharmaceuticals', ready: firstCard },
  { path: '/landing-page/winter-care', ready: firstCard },
  { path: '/stock-request/reset-500-mg-tablet', ready: (page) => page.getByRole('form', { name: /Request stock/ }) },
  { path: '/page/about-us', ready: h1('About Us') },
  { path: '/wish-list', ready: (page) => main(page).getByText('Your wishlist is empty.') },
  { path: '/wish-list', shopping: true, ready: (page) => page.getByRole('list', { name: 'Wishlist products' }) },
  { path: '/cart', ready: (page) => main(page).getByText('You Have 0 Item in your Bag') },
  { path: '/cart', shopping: true, ready: (page) => main(page).getByRole('link', { name: 'Proceed to checkout' }) },
  { path: '/no/such/page', notFound: true, ready: h1('Page not found') },
  // Accounts, checkout, orders and forms (spec 001 s2).
  { path: '/user-login', ready: (page) => page.getByRole('form', { name: 'Login with email' }) },
  { path: '/user-registration', ready: h1('User Registration') },
  { path: '/userlogin', ready: (page) => page.getByRole('form', { name: 'Login with phone' }) },
  { path: '/reset-password', ready: h1('Forgot Password') },
  { path: '/reset-password/demo-reset-token', ready: h1('Reset Password') },
  { path: '/success', ready: h1('Thank you!') },
  { path: '/b2b-registration', ready: h1('B2B Registration') },
  { path: '/upload-prescription', ready: h1('Upload Prescription') },
  { path: '/contact-us', ready: h1('Contact Us') },
  { path: '/join-our-team', ready: firstCard },
  { path: '/job-details/registered-pharmacist', ready: h1('Registered Pharmacist (Grade A)') },
  { path: '/user-profile', signedIn: true, ready: (page) => main(page).getByRole('table') },
  { path: '/orders', signedIn: true, ready: (page) => page.getByRole('table', { name: 'Your orders' }) },
  // Bangla pages (issue 16): the same pages under /bn, in Bangla.
  { path: '/bn/orders', signedIn: true, ready: (page) => page.getByRole('table', { name: bn('Your orders') }) },
  { path: '/orders?page=2', signedIn: true, ready: (page) => page.getByRole('table', { name: 'Your orders' }) },
  {
    path: `/order-details/${ORDERS.delivered.id}`,
    signedIn: true,
    ready: (page) => main(page).getByRole('table').first(),
  },
  { path: '/my-information', signedIn: true, ready: h1('Update profile') },
  {
    path: `/cancel-oreder-request/${ORDERS.pending.id}`,
    signedIn: true,
    ready: (page) => main(page).getByRole('textbox'),
  },
  { path: '/my-address', signedIn: true, ready: (page) => main(page).getByRole('list').first() },
  { path: '/add-address', signedIn: true, ready: h1('Add New Address') },
  { path: '/update-address/12', signedIn: true, ready: (page) => main(page).getByRole('combobox').first() },
  { path: '/my-prescription', signedIn: true, ready: (page) => main(page).getByRole('table') },
  {
    path: '/checkout',
    shopping: true,
    ready: (page) => main(page).getByRole('button', { name: 'Place Order' }),
    fixme: CHECKOUT_READY ? undefined : 'the checkout page (src/pages/checkout) is not built yet',
  },
  {
    path: '/checkout',
    shopping: true,
    signedIn: true,
    ready: (page) => main(page).getByRole('button', { name: 'Place Order' }),
    fixme: CHECKOUT_READY ? undefined : 'the checkout page (src/pages/checkout) is not built yet',
  },
  {
    path: '/checkout',
    ready: (page) => main(page).getByRole('link', { name: 'Continue Shopping' }),
    fixme: CHECKOUT_READY ? undefined : 'the checkout page (src/pages/checkout) is not built yet',
  },
  {
    path: '/order-confirmation/100244',
    signedIn: true,
    ready: (page) => page.getByRole('region', { name: 'Shipping Address' }),
    fixme: CHECKOUT_READY ? undefined : 'the order confirmation page (src/pages/checkout) is not built yet',
  },
]

/**
 * axe's violations, one line per failing element, so a failure names what to fix. Legacy mode runs
 * axe in the page itself: the default runs it per frame and opens a blank page to merge the frames'
 * results, 0.5-3.5 s more per scan on the 2-core machines (the same violations, checked on pages
 * given six kinds of fault; the app has no frames, and a cross-origin frame is what legacy mode
 * would leave unscanned).
 */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Only the violations are given in full (every rule still runs on every element): the passes'
  // selectors and markup were 5 % of this file's time, and nothing reads them. `options()` replaces
  // the run options, so the tags come after it.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  )
}

/** Levels of the headings assistive technology sees, in document order. */
function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"], [inert]'))
      .map((el) => Number(el.getAttribute('aria-level') ?? el.tagName.slice(1))),
  )
}

/** What is wrong with the heading outline: not exactly one h1, h1 not first, a level skipped (h2 -> h4). */
function headingProblems(levels: number[]): string[] {
  const problems: string[] = []
  const h1s = levels.filter((level) => level === 1).length
  if (h1s !== 1) problems.push(`${h1s} h1 elements`)
  if (levels[0] !== 1) problems.push(`the first heading is h${levels[0]}`)
  levels.forEach((level, i) => {
    const previous = levels[i - 1]
    if (previous !== undefined && level > previous + 1) problems.push(`h${previous} -> h${level}`)
  })
  return problems
}

async function landmarkCounts(page: Page) {
  return {
    main: await page.getByRole('main').count(),
    banner: await page.getByRole('banner').count(),
    contentinfo: await page.getByRole('contentinfo').count(),
    navigation: (await page.getByRole('navigation').count()) > 0,
  }
}

async function expectAccessible(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include), 'axe violations').toEqual([])
}

/** Routes that share a storage state, in groups of a few per test (one browser context each). */
function groups(): Array<{
  title: string
  signedIn: boolean
  shopping: boolean
  notFound: boolean
  routes: RouteCase[]
}> {
  const byState = new Map<string, RouteCase[]>()
  for (const route of ROUTES) {
    const key = `${route.signedIn ? 'signed in' : 'guest'}${route.shopping ? ', with a cart' : ''}${route.fixme ? ', fixme' : ''}${route.notFound ? ', not found' : ''}`
    byState.set(key, [...(byState.get(key) ?? []), route])
  }
  const size = 5
  return [...byState].flatMap(([state, routes]) =>
    Array.from({ length: Math.ceil(routes.length / size) }, (_, i) => {
      const chunk = routes.slice(i * size, i * size + size)
      return {
        title: `${state}: ${chunk.map((route) => route.path).join(' ')}`,
        signedIn: Boolean(chunk[0]?.signedIn),
        shopping: Boolean(chunk[0]?.shopping),
        notFound: Boolean(chunk[0]?.notFound),
        routes: chunk,
      }
    }),
  )
}

/** Opens the route, waits for its data, and checks it; failures are soft, so every route is reported. */
async function checkRoute(page: Page, route: RouteCase): Promise<void> {
  const response = await page.goto(route.path)
  expect.soft(response?.status(), `${route.path}: the server's status`).toBe(route.notFound ? 404 : 200)
  // Scanned as the shopper uses it: hydrated (the server's HTML would pass the checks below before
  // the page's scripts have run, and change under axe while they do).
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  if (route.path === '/' || route.path === '/bn') {
    // The popup advertisement opens on the home page (after the window's load event and an idle
    // moment): scanned open, then closed.
    await expect(popupAd(page)).toBeVisible({ timeout: 20_000 })
    // The page behind the modal is hidden from the accessibility tree (as it should be), so its
    // products are found by their markup, not their role.
    await expect(page.locator('main article').first()).toBeVisible()
    expect.soft(await axeViolations(page), `${route.path}: axe violations with the popup open`).toEqual([])
    await dismissPopupAd(page)
  }
  await expect(page).toHaveURL(route.path)
  await waitForPageData(page)
  await expect(route.ready(page)).toBeVisible()
  expect.soft(await axeViolations(page), `${route.path}: axe violations`).toEqual([])
  const levels = await headingLevels(page)
  expect
    .soft(headingProblems(levels), `${route.path}: one h1, first, headings in order (${levels.join(' ')})`)
    .toEqual([])
  expect.soft(await landmarkCounts(page), `${route.path}: landmarks`).toEqual({
    main: 1,
    banner: 1,
    contentinfo: 1,
    navigation: true,
  })
}

test.describe('every route: axe, headings and landmarks', { tag: '@mobile' }, () => {
  for (const group of groups()) {
    test.describe(() => {
      if (group.signedIn || group.shopping) {
        test.use({ storageState: storageWith(group.shopping ? shoppingStorage() : [], group.signedIn, SSR_URL) })
      }
      if (group.notFound) {
        test.use({
          allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/],
        })
      }
      test(group.title, async ({ page }) => {
        const fixme = group.routes.find((route) => route.fixme)?.fixme
        test.fixme(Boolean(fixme), fixme)
        test.setTimeout(20_000 * group.routes.length)
        for (const route of group.routes) {
          await test.step(route.path, () => checkRoute(page, route))
        }
      })
    })
  }
})

test.describe('overlays', () => {
  test.use({ storageState: storageWith(shoppingStorage(), false, SSR_URL) })

  test('the cart panel, open', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await page.goto(`/product-details/${SERGEL.slug}`)
    await waitForPageData(page)
    if (isMobile)
      await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: /^Cart/ }).click()
    else await headerCartButton(page).click()
    await expect(cartPanel(page).getByRole('link', { name: 'Proceed to checkout' })).toBeVisible()
    await expectAccessible(page)
  })

  test('the search suggestions, open', async ({ page }) => {
    await page.goto('/offers')
    await waitForPageData(page)
    await page.getByRole('searchbox', { name: 'Search medicines and products' }).fill('napa')
    await expect(page.getByRole('list', { name: 'Suggestions' }).getByRole('link').first()).toBeVisible()
    // The box itself (the page under it was scanned with the routes). Scanning the whole page flags
    // the 'Offers' link of the navigation bar as a small target while the box covers most of it.
    await expectAccessible(page, 'header')
  })

  test('the category menu and the account menu, open', async ({ page }) => {
    await page.goto('/offers')
    await waitForPageData(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'All Categories' }).click()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Medicines' }).first(),
    ).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Categories menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAccessible(page)
  })

  test('the offcanvas menu and the search panel on a phone', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/offers')
    await waitForPageData(page)
    await page.getByRole('button', { name: 'Categories menu' }).click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('button', { name: 'Medicines' })).toBeVisible()
    await menu.getByRole('button', { name: 'Medicines' }).click()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('searchbox', { name: 'Search medicines and products' })).toBeFocused()
    await expectAccessible(page)
  })
})

test.describe('live regions', () => {
  test('adding to the cart and changing a quantity are announced', async ({ page }) => {
    await closePopupAdWhenShown(page)
    await page.goto(`/product-details/${SERGEL.slug}`)
    await addFromProductPage(page, SERGEL.name, 1)
    // The toast is an alert (an assertive live region).
    await expect(page.getByRole('alert').filter({ hasText: 'Product added to cart' })).toBeVisible()
    await headerCartButton(page).click()
    const panel = cartPanel(page)
    await panel.getByRole('button', { name: `Increase quantity of ${SERGEL.name}` }).click()
    await expect(panel.getByRole('spinbutton', { name: `Quantity of ${SERGEL.name}` })).toHaveValue('2')
    // The line's status region says what changed.
    await expect(panel.getByRole('status').filter({ hasText: /2/ })).toHaveCount(1)
    await panel.getByRole('button', { name: `Remove ${SERGEL.name} from the cart` }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Product remove from your cart' })).toBeVisible()
  })

  test('search suggestions and search results are announced', async ({ page }) => {
    await page.goto('/offers')
    await waitForPageData(page)
    const status = page.getByRole('banner').getByRole('status')
    await page.getByRole('searchbox', { name: 'Search medicines and products' }).fill('napa')
    await expect(status).toHaveText('4 suggestions, press Down to browse')
    await page.getByRole('searchbox', { name: 'Search medicines and products' }).fill('qqqqzzzz')
    await expect(status).toHaveText('No products found.')

    // The results page: the count arrives in a polite live region that was there before it.
    await page.goto('/search/napa')
    const live = main(page).locator('[aria-live="polite"]')
    await expect(live).toHaveText('4 products')
    await page.getByRole('searchbox', { name: 'Search medicines and products' }).fill('sergel')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/search/sergel')
    await expect(live).toHaveText(/^\d+ products?$/)
    await expect(live).not.toHaveText('4 products')
  })
})
