/**
 * The cart panel of the page, backed by the cart panel machine (machines/cartPanel.ts): one actor
 * for the whole app, so the header cart icon, the mobile cart button, the floating summary and
 * 'View Item' all open the same panel, and the panel and the /cart page share one checkout gate.
 *
 * The machine (and XState with it) is not part of the first load: src/cart/panelActor.ts creates
 * the actor and attaches it here when the panel's chunk loads (at idle after start-up, on the first
 * opening, or with the /cart page). Until then this module remembers an opening and replays it to
 * the actor, and the checkout gate stays closed: `useCanCheckout` reads `snapshot.can()` only.
 *
 * The element that had the focus when the panel opened gets it back when the panel closes.
 */
import { useSyncExternalStore } from 'react'
import type { Actor } from 'xstate'
import type { CartPanelEvent, cartPanelMachine } from '@machines/cartPanel'

export type CartPanelActor = Actor<typeof cartPanelMachine>

let actor: CartPanelActor | null = null
/** An opening asked for before the actor exists: the product to focus, or undefined. */
let pendingOpen: { productId: number | undefined } | null = null
let opener: HTMLElement | null = null
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

/** Called once by panelActor.ts: from now on the machine decides. */
export function attachCartPanelActor(created: CartPanelActor): void {
  if (actor) return
  actor = created
  created.subscribe(notify)
  if (pendingOpen) created.send({ type: 'OPEN', productId: pendingOpen.productId })
  pendingOpen = null
  notify()
}

/** The actor once the panel's chunk has loaded (tests and the panel's own code). */
export function getCartPanelActor(): CartPanelActor | null {
  return actor
}

function send(event: CartPanelEvent): void {
  if (actor) {
    actor.send(event)
    return
  }
  if (event.type === 'OPEN') pendingOpen = { productId: event.productId }
  else if (event.type === 'CLOSE') pendingOpen = null
  notify()
}

export function isCartPanelOpen(): boolean {
  return actor ? actor.getSnapshot().matches('open') : pendingOpen !== null
}

/** Calls `listener` whenever the panel's state may have changed. */
export function subscribeCartPanel(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function open(productId: number | undefined): void {
  if (!isCartPanelOpen()) {
    const active = import.meta.env.SSR ? null : document.activeElement
    opener = active instanceof HTMLElement && active !== document.body ? active : null
  }
  send({ type: 'OPEN', productId })
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
  send({ type: 'CLOSE' })
}

/** 'Proceed to checkout': true when the gate let it through (analytics pushed, panel closed). */
export function proceedToCheckout(): boolean {
  if (!actor?.getSnapshot().can({ type: 'CHECKOUT' })) return false
  actor.send({ type: 'CHECKOUT' })
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

function usePanelValue<T>(read: () => T): T {
  return useSyncExternalStore(subscribeCartPanel, read, read)
}

export function useCartPanelOpen(): boolean {
  return usePanelValue(isCartPanelOpen)
}

/** The product whose line takes the focus on opening ('View Item'), or null. */
export function useCartPanelFocusProduct(): number | null {
  return usePanelValue(() => (actor ? actor.getSnapshot().context.focusProductId : (pendingOpen?.productId ?? null)))
}

/** Whether 'Proceed to checkout' is enabled: the machine's gate (a cart total of 200 or more). */
export function useCanCheckout(): boolean {
  return usePanelValue(() => actor?.getSnapshot().can({ type: 'CHECKOUT' }) ?? false)
}
