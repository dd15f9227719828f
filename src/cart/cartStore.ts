/**
 * The cart of this browser: a small external store over the pure cart functions. Every change
 * saves `cart` and `cartTotal` to localStorage; both are restored at start (a damaged or old
 * stored cart is repaired and written back); a change made in another tab arrives through the
 * storage event. Changes a shopper makes are sent to the server for a signed-in customer
 * (serverSync.ts, loaded with the first change, or at start when changes made offline wait in
 * storage: it is not part of the first visit's JavaScript); a failed call is only logged and the
 * local cart stays as it is.
 */
import { useSyncExternalStore } from 'react'
import type { Product } from '@/api/entities'
import { OWN_STORAGE_KEYS, readRaw, STORAGE_KEYS, writeJSON, writeRaw } from '@/lib/storage'
import { afterNextPaint } from '@/lib/idle'
import { clampQty } from '@/rules/quantity'
import {
  addOrUpdate,
  addToCart,
  type Cart,
  cartTotal,
  findLine,
  parseStoredCart,
  removeFromCart,
  repairCart,
  updateQuantity,
} from './cart'
import type * as ServerSync from './serverSync'
import { CART_SYNC_ERROR } from './messages'

type Sync = typeof ServerSync

let sync: Sync | null = null
let loading: Promise<Sync> | null = null

/**
 * The server sync module, loaded once: on the first change, or at start when changes wait in
 * storage. A failed load (its chunk gone after a deploy, the network down) is forgotten, so the
 * next change tries again.
 */
export function loadServerSync(): Promise<Sync> {
  // After the next paint: the first change comes inside a press (Add to Cart), whose paint would
  // otherwise wait for the import's start (Vite's preload helper adds the chunk's links).
  loading ??= afterNextPaint()
    .then(() => import('./serverSync'))
    .then(
      (module) => (sync = module),
      (error: unknown) => {
        loading = null
        throw error
      },
    )
  return loading
}

/** Runs `task` with the sync module: at once once it is loaded, else when it is (in the order asked). */
function withSync<T>(task: (module: Sync) => T): T | Promise<T> {
  return sync ? task(sync) : loadServerSync().then(task)
}

/**
 * A change's sync in the background. If the sync module cannot be loaded, the change is logged
 * like a failed call (the local cart is saved already).
 */
function syncInBackground(task: (module: Sync) => void): void {
  const started = withSync(task)
  if (started instanceof Promise) started.catch((error: unknown) => console.error(CART_SYNC_ERROR, error))
}

type Listener = () => void

/**
 * The empty cart, one value for the visit: a new visitor's cart is the very snapshot hydration
 * used (the server's), so React has nothing to render again once the page has hydrated (a
 * changed snapshot there is a synchronous re-render of every product card on the page).
 */
const NO_LINES: Cart = []
const canonical = (cart: Cart): Cart => (cart.length === 0 ? NO_LINES : cart)

function readStoredCart(): Cart {
  return canonical(parseStoredCart(readRaw(STORAGE_KEYS.cart)))
}

/** Start-up: restore both keys; rewrite them when what is stored was damaged or disagrees. */
function restore(): Cart {
  const raw = readRaw(STORAGE_KEYS.cart)
  const restored = parseStoredCart(raw)
  if (raw !== null && JSON.stringify(restored) !== raw) writeJSON(STORAGE_KEYS.cart, restored)
  const total = JSON.stringify(cartTotal(restored))
  if ((raw !== null || readRaw(STORAGE_KEYS.cartTotal) !== null) && readRaw(STORAGE_KEYS.cartTotal) !== total) {
    writeRaw(STORAGE_KEYS.cartTotal, total)
  }
  return canonical(restored)
}

/**
 * The cart as this page knows it: restored at its first read, or in a timer task of its own once
 * the modules have been evaluated, not during their evaluation (parsing stored products builds
 * their schema: a task's worth of work on a phone; decision 0059).
 */
let restored: Cart | null = null

function current(): Cart {
  restored ??= import.meta.env.SSR ? NO_LINES : restore()
  return restored
}
if (!import.meta.env.SSR) setTimeout(current)
const listeners = new Set<Listener>()

function emit(): void {
  for (const listener of listeners) listener()
}

function commit(next: Cart): void {
  restored = canonical(next)
  writeJSON(STORAGE_KEYS.cart, next)
  writeJSON(STORAGE_KEYS.cartTotal, cartTotal(next))
  emit()
}

if (!import.meta.env.SSR) {
  // Cart changes an earlier visit made offline wait in storage: the sync sends them (decision 0033).
  if (readRaw(OWN_STORAGE_KEYS.cartSyncPending) !== null) {
    loadServerSync().catch((error: unknown) => console.error(CART_SYNC_ERROR, error))
  }
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.cart) return
    restored = readStoredCart()
    emit()
  })
}

export const cartStore = {
  getSnapshot: current,
  /** What the server (and hydration) knows: no cart (it lives in this browser's storage). */
  getServerSnapshot: (): Cart => NO_LINES,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /**
   * Adds `qty` units (a new line, or more of an existing one, capped at 100). Signed in: a new
   * line is sent with store-cart-item; adding to a product already in the cart sends
   * remove-cart-item (spec 000 s7) and then store-cart-item with the line's new quantity, so the
   * server ends up with the line the shopper sees.
   */
  add: (product: Product, qty = 1): void => {
    const existed = findLine(current(), product.id) !== undefined
    commit(addToCart(current(), product, qty))
    const line = findLine(current(), product.id)
    syncInBackground((module) => {
      if (existed) module.inBackground(module.syncRemoval(product.id))
      if (line) module.inBackground(module.syncQuantity(product.id, line.qty))
    })
  },
  /** Removes the line; signed in: remove-cart-item. Unknown products change nothing. */
  remove: (productId: number): void => {
    if (!findLine(current(), productId)) return
    commit(removeFromCart(current(), productId))
    syncInBackground((module) => module.inBackground(module.syncRemoval(productId)))
  },
  /**
   * Sets a line's quantity (clamped into 1..100) and resolves when the server has it (at once for
   * a guest); a failure is logged ('Error updating cart') and rejects. The quantity stepper waits
   * on this (its in-flight state). Unknown products and unchanged quantities send nothing.
   */
  updateQuantity: (productId: number, qty: number): Promise<void> => {
    const line = findLine(current(), productId)
    const next = clampQty(qty)
    if (!line || line.qty === next) return Promise.resolve()
    commit(updateQuantity(current(), productId, next))
    return Promise.resolve(
      withSync((module) =>
        module.syncQuantity(productId, next).catch((error: unknown) => {
          module.logCartSyncError(error)
          throw error
        }),
      ),
    )
  },
  /** updateQuantity without waiting (its failure is logged there). */
  setQuantity: (productId: number, qty: number): void => {
    cartStore.updateQuantity(productId, qty).catch(() => undefined)
  },
  /** Sets the quantity if present, else appends (spec 000 s4); signed in: store-cart-item. */
  addOrUpdate: (product: Product, qty: number): void => {
    commit(addOrUpdate(current(), product, qty))
    const line = findLine(current(), product.id)
    if (line) syncInBackground((module) => module.inBackground(module.syncQuantity(product.id, line.qty)))
  },
  /** Replaces the whole cart (Order Again). Local only: the server built that cart itself. */
  replace: (next: Cart): void => commit(repairCart(next)),
  /** Empties the cart (after an order is placed). Local only: the server clears it with the order. */
  clear: (): void => commit([]),
  /** Re-reads storage (tests, stories, and after another part of the app wrote the keys). */
  reload: (): void => {
    restored = readStoredCart()
    emit()
  },
}

export function useCart(): Cart {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot)
}

/** The line of one product, or undefined when it is not in the cart. */
export function useCartLine(productId: number) {
  return useSyncExternalStore(
    cartStore.subscribe,
    () => findLine(current(), productId),
    () => undefined,
  )
}
