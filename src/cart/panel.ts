/**
 * Opening and closing the cart panel from anywhere: the header cart icon, the mobile cart button,
 * the floating summary and 'View Item' on a product card. The panel itself reads useCartPanelOpen().
 */
import { useSyncExternalStore } from 'react'

let open = false
const listeners = new Set<() => void>()

function set(next: boolean): void {
  if (open === next) return
  open = next
  for (const listener of listeners) listener()
}

export function openCartPanel(): void {
  set(true)
}

export function closeCartPanel(): void {
  set(false)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCartPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
}
