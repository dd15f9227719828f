/**
 * The storage contract (spec 000 s3, src/lib/storage.ts) read tolerantly: for each key (cart,
 * cartTotal, wishlist, token, user) a shopper's browser may hold anything (not JSON, the wrong
 * type, an expired or malformed JWT, a huge value). The app still starts, the shopper can browse
 * and add to the cart, the keys are written back in the contract's shapes, and nothing throws (the
 * fixture fails the test on any uncaught error, console error or CSP violation).
 *
 * Against the server-rendered production build (project ssr): the storage is read where a
 * shopper's browser reads it, when the page the server drew hydrates. A page load there costs the
 * machine about a third of one of the demo build, whose mock shop runs in a service worker
 * (docs/perf.md, "npm test's wall time").
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { addFromProductPage, headerCartButton, main, STORED_SERGEL, storedCart, waitForPageData } from './support'

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** A JWT-shaped token with this payload and a signature nobody issued. */
function jwt(payload: Record<string, unknown>, header: Record<string, unknown> = { typ: 'JWT', alg: 'HS256' }): string {
  return `${base64Url(header)}.${base64Url(payload)}.c2lnbmF0dXJl`
}

const nowSeconds = Math.floor(Date.now() / 1000)
/** ~1 MB: well inside the origin's quota, far beyond any real value. */
const HUGE = 'x'.repeat(1_000_000)
const DEMO_USER = JSON.stringify({ id: 7, name: 'Rahima Akter', email: 'demo@medibazar.test', phone: '01711000000' })

const NOT_JSON = ['{not json', '\u0000\u0001binary']
const WRONG_TYPES = ['42', '{"length": 3}', '[1, "two", null]']

const GARBAGE: Record<'cart' | 'cartTotal' | 'wishlist' | 'token' | 'user', string[]> = {
  cart: [
    ...NOT_JSON,
    ...WRONG_TYPES,
    JSON.stringify([
      { id: 'x', qty: 'many' },
      { ...STORED_SERGEL, qty: -5 },
      { ...STORED_SERGEL, qty: 1e9 },
    ]),
    JSON.stringify([{ ...STORED_SERGEL, price: 'free', product_name: '<img src=x onerror="window.__xss=1">', qty: 2 }]),
    `[${HUGE}`,
  ],
  cartTotal: [...NOT_JSON, '"210"', 'NaN', '1e999', '[210]', HUGE],
  wishlist: [
    ...NOT_JSON,
    ...WRONG_TYPES,
    JSON.stringify([{ id: null }, 'product', { ...STORED_SERGEL, product_name: '<script>window.__xss=1</script>' }]),
    JSON.stringify([HUGE]),
  ],
  token: [
    ...NOT_JSON,
    '"quoted"',
    'a.b.c',
    jwt({ sub: '7', exp: nowSeconds - 3600 }),
    jwt({ sub: '7', exp: 'tomorrow' }),
    jwt({ sub: '7' }, { alg: 'none' }),
    `Bearer ${jwt({ sub: '7', exp: nowSeconds - 60 })}`,
    HUGE,
  ],
  user: [...NOT_JSON, ...WRONG_TYPES, '{"id":"seven"}', '{"id":7,"name":{"first":"x"}}', HUGE],
}

/** The user key is read together with a token: garbage in `user` is tried next to an expired session token. */
const COMPANION: Partial<Record<keyof typeof GARBAGE, Record<string, string>>> = {
  token: { user: DEMO_USER },
  user: { token: jwt({ sub: '7', exp: nowSeconds - 3600 }) },
}

async function seed(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate((values) => {
    localStorage.removeItem('cart')
    localStorage.removeItem('cartTotal')
    localStorage.removeItem('wishlist')
    localStorage.removeItem('token')
    localStorage.removeItem('user')
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, entries)
}

function describeValue(value: string): string {
  return value.length > 60 ? `${value.slice(0, 40)}... (${value.length} characters)` : JSON.stringify(value)
}

for (const [key, values] of Object.entries(GARBAGE) as Array<[keyof typeof GARBAGE, string[]]>) {
  test(`garbage in "${key}": the app starts, browses and adds to the cart (${values.length} values)`, async ({
    page,
  }) => {
    test.setTimeout(12_000 * values.length)
    // A page of the shop's origin, for its storage.
    await page.goto('/page/about-us')
    await waitForPageData(page)
    for (const value of values) {
      await test.step(describeValue(value), async () => {
        await seed(page, { ...COMPANION[key], [key]: value })
        // A product page loads with the shell: a guest's header, the categories menu, the product.
        await page.goto(`/product-details/${STORED_SERGEL.slug}`)
        // Hydrated: the storage has been read (before that the page is the server's, a guest's).
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
        // The account area: a guest's link, or the customer's name for a token whose payload decodes
        // and has no expiry (spec 001 s2: that is signed in; the server judges the rest).
        const banner = page.getByRole('banner')
        await expect(
          banner.getByRole('link', { name: 'Login / SignUp' }).or(banner.getByRole('button', { name: /Rahima Akter/ })),
        ).toBeVisible()
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1)).toBeVisible()
        await addFromProductPage(page, STORED_SERGEL.product_name, 1)
        // The cart keys are in the contract's shapes again.
        const { cart, cartTotal } = await storedCart(page)
        expect(Array.isArray(cart)).toBe(true)
        expect(cart).toContainEqual(expect.objectContaining({ id: STORED_SERGEL.id, qty: expect.any(Number) }))
        expect(typeof cartTotal).toBe('number')
        expect(Number.isFinite(cartTotal)).toBe(true)
        // The header counts what the storage now holds (the sum of the quantities).
        const count = (cart as Array<{ qty: number }>).reduce((sum, line) => sum + line.qty, 0)
        await expect(headerCartButton(page)).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`)
        expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
        // The page's own calls are done before the next step seeds the storage again.
        await waitForPageData(page)
      })
    }
    // Browsing on after the last one: the breadcrumb's category lists its products.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1).click()
    await waitForPageData(page)
    await expect(main(page).getByRole('article').first()).toBeVisible()
  })
}
