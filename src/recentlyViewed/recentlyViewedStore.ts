/**
 * The products this browser viewed last (decision 0033): at most 12, newest first, in storage
 * under `recentlyViewed` (a JSON array of products as the product card needs them, without the
 * long texts), read tolerantly: garbage, an old shape or a damaged entry is dropped, never thrown.
 * Shown on the home page and in the empty cart, and available offline (it is in this browser).
 * Other tabs' views arrive through the storage event.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { productSchema, type Product } from '@/api/entities'
import { OWN_STORAGE_KEYS, readStoredList, writeJSON } from '@/lib/storage'

export const RECENTLY_VIEWED_LIMIT = 12

const KEY = OWN_STORAGE_KEYS.recentlyViewed

function readStored(): readonly Product[] {
  return readStoredList(KEY, productSchema, RECENTLY_VIEWED_LIMIT)
}

/** What is kept of a product: what its card shows (the long texts and a cart quantity are left out). */
export function cardFieldsOf(product: Product): Product {
  const { description: _description, short_description: _short, meta_tag: _meta, qty: _qty, ...card } = product
  return { ...card, description: '', short_description: '', meta_tag: '', qty: undefined }
}

/** `product` first, then the others in order, without a repeat, at most RECENTLY_VIEWED_LIMIT. */
export function withView(list: readonly Product[], product: Product): readonly Product[] {
  return [cardFieldsOf(product), ...list.filter((p) => p.id !== product.id)].slice(0, RECENTLY_VIEWED_LIMIT)
}

/** Read from storage at the first use, not while the modules are evaluated (decision 0059). */
let known: readonly Product[] | null = null
const items = (): readonly Product[] => (known ??= typeof window === 'undefined' ? [] : readStored())
const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== KEY) return
    known = readStored()
    emit()
  })
}

/** Written without the fields the card does not use (they parse back as empty). */
function stored(list: readonly Product[]): unknown[] {
  return list.map(({ description: _d, short_description: _s, meta_tag: _m, qty: _q, ...card }) => card)
}

export const recentlyViewedStore = {
  getSnapshot: items,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** The shopper opened `product`: it moves to the front. */
  record: (product: Product): void => {
    const first = items()[0]
    if (first?.id === product.id && first.price === product.price) return
    known = withView(items(), product)
    writeJSON(KEY, stored(known))
    emit()
  },
  /** Re-reads storage (tests, stories). */
  reload: (): void => {
    known = readStored()
    emit()
  },
}

/** The server (and hydration) knows nothing of this browser's views. */
const NOTHING_VIEWED: readonly Product[] = []
const serverSnapshot = (): readonly Product[] => NOTHING_VIEWED

export function useRecentlyViewed(): readonly Product[] {
  return useSyncExternalStore(recentlyViewedStore.subscribe, recentlyViewedStore.getSnapshot, serverSnapshot)
}

/** Records a view of the product page's product (after it rendered, once per product shown). */
export function useRememberView(product: Product): void {
  useEffect(() => recentlyViewedStore.record(product), [product])
}
