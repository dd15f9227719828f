/**
 * What the cart's flow stories share (stories/cart/CartFlows*.stories.tsx, one file per concern):
 * the products on the storefront, the recorder of the server cart calls (renewed before every
 * story), and the queries and actions on the panel, the steppers, the floating summary and storage.
 * Each file's meta keeps its parameters literal: the story tests do not see parameters imported
 * from a module (see stories/checkout/checkoutPage.ts).
 */
import type { Meta } from '@storybook/react-vite'
import { loadCartPanel } from '@/cart/CartShell'
import { userEvent, within } from 'storybook/test'
import { mockSession } from '@mocks/session'
import { shop } from '@mocks/store'
import { type CartCall, napa, orsaline, recordCartCalls, renova, seclo } from './support'
import type { Storefront } from './Storefront'

/** Every POST to the server cart in the running story (the mock shop still answers them). */
export const calls: CartCall[] = []
export const products = [napa, seclo, renova, orsaline]
export const signedIn = { signedIn: mockSession() }

/** The meta's beforeEach: the panel's chunk loaded, the recorder emptied and installed. */
export const beforeEachCartFlow = (async ({ msw }) => {
  await loadCartPanel()
  calls.length = 0
  msw.use(recordCartCalls(calls))
}) satisfies Meta<typeof Storefront>['beforeEach']

export const body = () => within(document.body)
export const panel = () => body().getByRole('dialog', { name: 'Cart Item' })
export const summary = () => body().getByTestId('floating-cart-summary')
export const stepperOf = (name: string) => ({
  minus: body().getByRole('button', { name: `Decrease quantity of ${name}` }),
  plus: body().getByRole('button', { name: `Increase quantity of ${name}` }),
  quantity: body().getByRole('spinbutton', { name: `Quantity of ${name}` }),
})
export const subtotal = () => panel().querySelector('[data-price="subtotal"]')
export const stored = () => ({
  cart: JSON.parse(localStorage.getItem('cart') ?? 'null') as { id: number; qty: number }[] | null,
  total: localStorage.getItem('cartTotal'),
})
export const serverCart = () => shop().state.carts['7'] ?? []

/**
 * The panel after an opening click (its chunk may still be on its way on the first one, when its
 * frame, busy, stands in its place).
 */
export const openedPanel = () => body().findByRole('dialog', { name: 'Cart Item', busy: false })

export async function openFromHeader() {
  await userEvent.click(body().getByRole('button', { name: 'Cart' }))
  return openedPanel()
}

/** Another tab writes the cart: the browser fires a storage event in this one. */
export function otherTabWrites(lines: unknown) {
  const value = JSON.stringify(lines)
  localStorage.setItem('cart', value)
  window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: value, storageArea: localStorage }))
}
