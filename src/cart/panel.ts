/**
 * The cart panel of the page, backed by the cart panel machine (machines/cartPanel.ts): one actor
 * for the whole app, so the header cart icon, the mobile cart button, the floating summary and
 * 'View Item' all open the same panel, and the panel and the /cart page share one checkout gate.
 *
 * The element that had the focus when the panel opened gets it back when the panel closes.
 */
import { useSelector } from '@xstate/react'
import { createActor } from 'xstate'
import { cartPanelMachine } from '@machines/cartPanel'
import { pushBeginCheckout } from '@/lib/analytics'
import { cartTotal } from './cart'
import { cartStore } from './cartStore'

function cartFigures() {
  const lines = cartStore.getSnapshot()
  return { total: cartTotal(lines), lines: lines.length }
}

export const cartPanelActor = createActor(cartPanelMachine, { input: cartFigures() })
cartPanelActor.start()

cartStore.subscribe(() => cartPanelActor.send({ type: 'CART_CHANGED', ...cartFigures() }))
cartPanelActor.on('checkoutStarted', () => pushBeginCheckout(cartStore.getSnapshot()))

let opener: HTMLElement | null = null

function open(productId: number | undefined): void {
  if (!cartPanelActor.getSnapshot().matches('open')) {
    const active = typeof document === 'undefined' ? null : document.activeElement
    opener = active instanceof HTMLElement && active !== document.body ? active : null
  }
  cartPanelActor.send({ type: 'OPEN', productId })
}

/** Opens the panel (header cart icon, mobile cart button, floating summary). */
export function openCartPanel(): void {
  open(undefined)
}

/** Opens the panel with the focus on one product's line ('View Item'). */
export function openCartPanelAt(productId: number): void {
  open(productId)
}

export function closeCartPanel(): void {
  cartPanelActor.send({ type: 'CLOSE' })
}

/** 'Proceed to checkout': true when the gate let it through (analytics pushed, panel closed). */
export function proceedToCheckout(): boolean {
  if (!cartPanelActor.getSnapshot().can({ type: 'CHECKOUT' })) return false
  cartPanelActor.send({ type: 'CHECKOUT' })
  return true
}

/**
 * The element to focus when the panel closes: the one that opened it, if it is still on the
 * page. Read once: the next opening records its own.
 */
export function takeCartPanelOpener(): HTMLElement | null {
  const element = opener
  opener = null
  return element && element.isConnected ? element : null
}

export function useCartPanelOpen(): boolean {
  return useSelector(cartPanelActor, (snapshot) => snapshot.matches('open'))
}

/** The product whose line takes the focus on opening ('View Item'), or null. */
export function useCartPanelFocusProduct(): number | null {
  return useSelector(cartPanelActor, (snapshot) => snapshot.context.focusProductId)
}

/** Whether 'Proceed to checkout' is enabled (the machine's gate: a cart total of 200 or more). */
export function useCanCheckout(): boolean {
  return useSelector(cartPanelActor, (snapshot) => snapshot.can({ type: 'CHECKOUT' }))
}
