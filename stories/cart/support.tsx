/**
 * Shared pieces of the cart and wishlist stories: products of the mock shop (signed-in stories
 * must send ids the shop knows), cart lines, and a
 * recorder of the server cart calls that lets them through to the mock shop.
 */
import { http } from 'msw'
import { expect, within } from 'storybook/test'
import { productSchema, type Product } from '@/api/entities'
import { productBySlug } from '@mocks/lib/catalogue'
import { toProduct } from '@mocks/handlers/present'

export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const

export type Line = Product & { qty: number }

/** A product of the mock shop, parsed as the app parses answers. */
export function shopProduct(slug: string): Product {
  const record = productBySlug(slug)
  if (!record) throw new Error(`mock shop: no product ${slug}`)
  return productSchema.parse(toProduct(record))
}

/** ৳12.00 a strip. */
export const napa = shopProduct('napa-500-mg-tablet')
/** ৳50.00 a strip. */
export const seclo = shopProduct('seclo-20-mg-capsule')
/** ৳9.50 instead of ৳10.00. */
export const renova = shopProduct('renova-500-mg-tablet')
/** ৳120.00 a box. */
export const orsaline = shopProduct('orsaline-n-oral-saline-20-sachets')
/** ৳499.00 instead of ৳640.00, a long name. */
export const neemCombo = shopProduct('himalaya-purifying-neem-face-wash-combo-2-x-100-ml')
/** ৳1,750.00 instead of ৳1,950.00, the longest name of the shop. */
export const snailEssence = shopProduct('cosrx-advanced-snail-96-mucin-power-essence-100-ml')
/** Out of stock. */
export const reset = shopProduct('reset-500-mg-tablet')

export function line(product: Product, qty: number): Line {
  return { ...product, qty }
}

export interface CartCall {
  path: string
  body: unknown
}

/** Records every POST to the two cart endpoints; the mock shop still answers them. */
export function recordCartCalls(into: CartCall[]) {
  return http.post(/\/api\/v2\/(store|remove)-cart-item$/, async ({ request }) => {
    into.push({ path: new URL(request.url).pathname, body: (await request.clone().json()) as unknown })
    return undefined
  })
}

/** The analytics data layer as the page left it. */
export function dataLayer(): unknown[] | undefined {
  const layer = (window as unknown as { dataLayer?: unknown }).dataLayer
  return Array.isArray(layer) ? (layer as unknown[]) : undefined
}

/**
 * Finds the toast with `text` and checks its kind, its auto-close time (react-toastify runs the
 * progress bar for exactly that long) and its position.
 */
export async function expectToast(
  text: string,
  { type, autoClose, position = 'top-right' }: { type: 'success' | 'warning'; autoClose: number; position?: string },
): Promise<HTMLElement> {
  const message = await within(document.body).findByText(text)
  const toastElement = message.closest<HTMLElement>('.Toastify__toast')
  await expect(toastElement).not.toBeNull()
  await expect(toastElement).toHaveClass(`Toastify__toast--${type}`)
  const bar = toastElement?.querySelector<HTMLElement>('.Toastify__progress-bar')
  await expect(bar?.style.animationDuration).toBe(`${autoClose}ms`)
  await expect(toastElement?.closest('.Toastify__toast-container')).toHaveClass(
    `Toastify__toast-container--${position}`,
  )
  return toastElement as HTMLElement
}
