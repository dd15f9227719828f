/**
 * The cart of this browser: a small external store over the pure cart functions. Every change
 * saves `cart` and `cartTotal` to localStorage; both are restored at start; a change made in
 * another tab arrives through the storage event.
 */
import { useSyncExternalStore } from 'react'
import type { Product } from '@/api/entities'
import { readRaw, STORAGE_KEYS, writeJSON } from '@/lib/storage'
import {
  addOrUpdate,
  addToCart,
  type Cart,
  cartTotal,
  type CartLine,
  removeFromCart,
  repairCart,
  updateQuantity,
} from './cart'

type Listener = () => void

function readStoredCart(): CartLine[] {
  const raw = readRaw(STORAGE_KEYS.cart)
  if (raw === null) return []
  try {
    return repairCart(JSON.parse(raw))
  } catch {
    return []
  }
}

let lines: Cart = readStoredCart()
const listeners = new Set<Listener>()

function emit(): void {
  for (const listener of listeners) listener()
}

function commit(next: Cart): void {
  lines = next
  writeJSON(STORAGE_KEYS.cart, next)
  writeJSON(STORAGE_KEYS.cartTotal, cartTotal(next))
  emit()
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.cart) return
    lines = readStoredCart()
    emit()
  })
}

export const cartStore = {
  getSnapshot: (): Cart => lines,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  add: (product: Product, qty = 1) => commit(addToCart(lines, product, qty)),
  remove: (productId: number) => commit(removeFromCart(lines, productId)),
  setQuantity: (productId: number, qty: number) => commit(updateQuantity(lines, productId, qty)),
  addOrUpdate: (product: Product, qty: number) => commit(addOrUpdate(lines, product, qty)),
  replace: (next: Cart) => commit(repairCart(next)),
  clear: () => commit([]),
  /** Re-reads storage (tests, and after another part of the app wrote the keys). */
  reload: (): void => {
    lines = readStoredCart()
    emit()
  },
}

export function useCart(): Cart {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getSnapshot)
}
