/**
 * Shared helpers of the e2e specs: the server's origin, signed-in storage states, the demo data
 * the journeys use (mocks/README.md) and waits for "the page has its data".
 */
import type { BrowserContextOptions, Locator, Page } from '@playwright/test'
import { mockSession } from '../../mocks/session'
import { bn } from './catalogue'
import { expect } from './fixtures'
import { BASE_URL } from './server'

export { BASE_URL }

/** The demo customer of the mock shop (mocks/README.md). */
export const DEMO = {
  id: 7,
  name: 'Rahima Akter',
  email: 'demo@medibazar.test',
  password: 'demo1234',
  phone: '01711000000',
  pin: '1234',
} as const

/** A product of ৳70.00: three of them pass the checkout minimum of ৳200 (spec 000 s5). */
export const SERGEL = { slug: 'sergel-20-mg-tablet', name: 'Sergel 20 mg Tablet', price: 70 } as const

/** Seeded orders of the demo customer (codes 100231-100244, ids 101-114). */
export const ORDERS = {
  /** Delivered; Order Again puts its lines in the cart. */
  delivered: { id: 107, code: '100237' },
  /** Pending, newest first in My Orders. */
  pending: { id: 114, code: '100244' },
} as const

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>

/**
 * A storage state with a session the mock shop accepts (a fresh token, the seeded customer), for
 * the e2e server's origin or another one (the offline suite's server).
 */
export function signedInState(customerId: number = DEMO.id, origin: string = BASE_URL): StorageState {
  const { token, user } = mockSession(customerId)
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'token', value: token },
          { name: 'user', value: JSON.stringify(user) },
        ],
      },
    ],
  }
}

/** The page's main landmark. */
export function main(page: Page): Locator {
  return page.getByRole('main')
}

/**
 * Waits until the page shows its data: an h1 in main, and nothing in main marked busy (skeletons,
 * 'Loading...' messages and grids in flight carry aria-busy) or announcing a loading status.
 */
export async function waitForPageData(page: Page): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /^(Loading|Searching)/ }),
  ).toHaveCount(0)
}

/** A name in English or, on a Bangla page, its Bangla translation (src/i18n/locales/bn.po). */
function inEitherLanguage(english: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^(${escape(english)}|${escape(bn(english))})$`)
}

/** The home page's popup advertisement (a modal dialog, about 1 s after the home page shows), in either language. */
export function popupAd(page: Page): Locator {
  return page.getByRole('dialog', { name: inEitherLanguage('Special offer') })
}

/**
 * On the home page: waits for the popup advertisement (the mock shop's popup status is active, so
 * it opens once per visit) and closes it with its close button, or with Escape (`key: true`).
 */
export async function dismissPopupAd(
  page: Page,
  { key = false, timeout }: { key?: boolean; timeout?: number } = {},
): Promise<void> {
  const dialog = popupAd(page)
  await expect(dialog).toBeVisible({ timeout })
  if (key) await page.keyboard.press('Escape')
  else await dialog.getByRole('button', { name: inEitherLanguage('Close') }).click()
  await expect(dialog).toBeHidden()
}

/**
 * For tests that pass through the home page without caring about the popup advertisement: close
 * it whenever it is in the way of an action or an assertion (Playwright's locator handler).
 */
export async function closePopupAdWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(popupAd(page), async (dialog) => {
    await dialog
      .getByRole('button', { name: inEitherLanguage('Close') })
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        // The popup also closes by itself when the shopper leaves the home page: a test that
        // navigates just as it opens finds it gone before its close button could be pressed.
        if (await dialog.isVisible()) throw error
      })
  })
}

/** The header's cart button (desktop): its name carries the count, 'Cart, 3 items'. */
export function headerCartButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Cart, / })
}

/** The open cart panel. */
export function cartPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Cart Item' })
}

/**
 * Puts `lines` (products as the shop answers them, with their quantities) into this origin's
 * stored cart, as the app writes it; `page` must be on the origin already.
 */
export async function storeCart(page: Page, lines: Array<[slug: string, qty: number]>): Promise<void> {
  await page.evaluate(async (wanted) => {
    const cart: unknown[] = []
    for (const [slug, qty] of wanted) {
      const answer = (await (await fetch(`/api/product-details/${slug}`)).json()) as { data?: unknown }
      const data = answer.data ?? answer
      cart.push({ ...((Array.isArray(data) ? data[0] : data) as object), qty })
    }
    localStorage.setItem('cart', JSON.stringify(cart))
  }, lines)
}

/** Two lines at ৳236.00 (above the ৳200 minimum): 3 x Napa 500 mg (৳12.00) and 4 x Seclo 20 mg (৳50.00). */
export const TWO_LINES: Array<[slug: string, qty: number]> = [
  ['napa-500-mg-tablet', 3],
  ['seclo-20-mg-capsule', 4],
]

/** Puts `lines` into this origin's stored cart, from `/` (a page of the origin). */
export async function storeCartFromHome(page: Page, lines: Array<[slug: string, qty: number]>): Promise<void> {
  await page.goto('/')
  await storeCart(page, lines)
}

/** What the app stored under the cart keys of the storage contract. */
export async function storedCart(page: Page): Promise<{ cart: unknown; cartTotal: unknown }> {
  return page.evaluate(() => ({
    cart: JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown,
    cartTotal: JSON.parse(localStorage.getItem('cartTotal') ?? 'null') as unknown,
  }))
}

/** On a product page: set the quantity with the stepper's + button and press Add to Cart. */
export async function addFromProductPage(page: Page, productName: string, qty: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${productName}` })
  const increase = page.getByRole('button', { name: `Increase quantity of ${productName}` })
  for (let n = 1; n < qty; n++) {
    await increase.click()
    await expect(quantity).toHaveValue(String(n + 1))
  }
  await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click()
  await expect(page.getByText('Product added to cart')).toBeVisible()
}

/** Email sign-in on /user-login (the page must be open). */
export async function signInWithEmail(page: Page, email: string = DEMO.email, password: string = DEMO.password) {
  const form = page.getByRole('form', { name: 'Login with email' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Login' }).click()
}

/** A product as the app stores it in `cart` and `wishlist` (spec 000 s3), as read from the demo shop. */
export const STORED_SERGEL = {
  id: 1022,
  slug: SERGEL.slug,
  product_name: SERGEL.name,
  strength: '20 mg',
  price: SERGEL.price,
  discount_price: null,
  unit: 'Strip',
  unit_description: '10 Tablets (1 Strip)',
  main_image: 'sergel-20-mg-tablet.svg',
  stock_status: '1',
  gnerics: 'Esomeprazole',
  menufactures: 'Healthcare Pharmaceuticals',
  pos_id: 'MB-001022',
  short_description: '<p><strong>Sergel 20 mg Tablet</strong> contains Esomeprazole 20 mg.</p>',
  description: '<p>Heartburn, acid reflux.</p>',
  meta_tag: 'sergel, esomeprazole',
  type: 'medicine',
  category: 'Gastric & Acidity',
} as const

/** localStorage entries of a cart with `qty` Sergel (৳70.00 each) and a wishlist with one product. */
export function shoppingStorage(qty = 3): Array<{ name: string; value: string }> {
  return [
    { name: 'cart', value: JSON.stringify([{ ...STORED_SERGEL, qty }]) },
    { name: 'cartTotal', value: JSON.stringify(SERGEL.price * qty) },
    { name: 'wishlist', value: JSON.stringify([STORED_SERGEL]) },
  ]
}

/**
 * A storage state with these localStorage entries (and a session when `signedIn`), for the demo
 * build's origin or another one (the server build's: SSR_URL).
 */
export function storageWith(
  entries: Array<{ name: string; value: string }>,
  signedIn = false,
  origin: string = BASE_URL,
): StorageState {
  const session = signedIn ? (signedInState(DEMO.id, origin).origins[0]?.localStorage ?? []) : []
  return { cookies: [], origins: [{ origin, localStorage: [...session, ...entries] }] }
}

/**
 * Holds every script of the build requested from now on back until `release` is called (the HTML,
 * its inline scripts and the CSS come at once): the page as the server drew it, before hydration,
 * or a part loaded on interaction still on its way.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    held += 1
    await released
    await route.continue()
  })
  return { release, held: () => held }
}
