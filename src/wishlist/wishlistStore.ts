/**
 * The wishlist of this browser: products stored as a JSON array under `wishlist` (spec 000 s3),
 * toggled on the product page; the header count follows storage events from other tabs.
 */
import { useSyncExternalStore } from 'react'
import { productSchema, type Product } from '@/api/entities'
import { readStoredList, STORAGE_KEYS, writeJSON } from '@/lib/storage'

/**
 * The empty wishlist, one value for the visit: a new visitor's is the very snapshot hydration used
 * (the server's), so nothing renders again once the page has hydrated.
 */
const NOTHING_LISTED: readonly Product[] = []
const canonical = (list: readonly Product[]): readonly Product[] => (list.length === 0 ? NOTHING_LISTED : list)

function readStored(): readonly Product[] {
  return canonical(readStoredList(STORAGE_KEYS.wishlist, productSchema))
}

/** Read from storage at the first use, not while the modules are evaluated (decision 0059). */
let known: readonly Product[] | null = null
const items = (): readonly Product[] => (known ??= readStored())
// Or in a timer task of its own once the modules have been evaluated, before hydration needs it.
if (!import.meta.env.SSR) setTimeout(items)
const listeners = new Set<() => void>()

function commit(next: readonly Product[]): void {
  known = canonical(next)
  writeJSON(STORAGE_KEYS.wishlist, next)
  for (const listener of listeners) listener()
}

if (!import.meta.env.SSR) {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.wishlist) return
    known = readStored()
    for (const listener of listeners) listener()
  })
}

export const wishlistStore = {
  getSnapshot: items,
  /** What the server (and hydration) knows: no wishlist (it lives in this browser's storage). */
  getServerSnapshot: (): readonly Product[] => NOTHING_LISTED,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  has: (productId: number): boolean => items().some((p) => p.id === productId),
  /** Adds the product, or removes it when it is already there. Returns whether it is now listed. */
  toggle: (product: Product): boolean => {
    const listed = items().some((p) => p.id === product.id)
    commit(listed ? items().filter((p) => p.id !== product.id) : [...items(), product])
    return !listed
  },
  remove: (productId: number): void => commit(items().filter((p) => p.id !== productId)),
  reload: (): void => {
    known = readStored()
    for (const listener of listeners) listener()
  },
}

export function useWishlist(): readonly Product[] {
  return useSyncExternalStore(wishlistStore.subscribe, wishlistStore.getSnapshot, wishlistStore.getServerSnapshot)
}
