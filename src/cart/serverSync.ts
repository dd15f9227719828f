/**
 * Server cart sync for a signed-in customer (spec 000 s4, s6, s7): only a stored user id has its
 * cart changes sent; a guest's cart stays in the browser. The answers are not read.
 *
 * - Calls for one product go out one after the other (a quick add then remove can never arrive
 *   at the server in the wrong order); different products go out in parallel. The spec sets no
 *   request timeout, so a call that never answers holds the next one for at most 10 s.
 * - A failure is logged as 'Error updating cart' by whoever started the call (the local cart is
 *   already saved and stays as the shopper left it).
 * - When the network is down (the browser says it is offline, or a call fails for want of a
 *   network), the latest wish per product is kept, in storage too (`cartSyncPending`), and sent
 *   when the browser reports it is back online, or at the next start of the shop while online
 *   (beyond the spec: nothing is lost while offline, not even across a reload; decision 0033).
 *   While the browser says it is offline nothing is tried (and nothing logged): the change waits.
 */
import { isApiError } from '@/api/errors'
import { removeCartItem, storeCartItem } from '@/api/cart'
import { OWN_STORAGE_KEYS, readRaw, removeKey, writeJSON } from '@/lib/storage'
import { isOnline } from '@/offline/online'
import { isValidQty } from '@/rules/quantity'
import { sessionStore } from '@/session/session'
import { CART_SYNC_ERROR } from './messages'

export { CART_SYNC_ERROR }

type Wish = (
  | { kind: 'store'; productId: number; qty: number; userId: number }
  | { kind: 'remove'; productId: number; userId: number }
) & {
  /** Order of the shopper's changes: a later change supersedes an earlier one. */
  seq: number
}

/** How long a call waits for the previous call of its product before it goes out anyway. */
export const QUEUE_WAIT_MS = 10_000

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0

/** The changes an earlier visit kept, latest per product; anything this module did not write is ignored. */
function restorePending(): Map<number, Wish> {
  const pending = new Map<number, Wish>()
  let stored: unknown
  try {
    stored = JSON.parse(readRaw(OWN_STORAGE_KEYS.cartSyncPending) ?? '[]')
  } catch {
    // garbage: nothing was kept
  }
  for (const wish of Array.isArray(stored)
    ? (stored as Array<Partial<Record<keyof Wish | 'qty', unknown>> | null>)
    : []) {
    if (
      isCount(wish?.productId) &&
      isCount(wish.userId) &&
      typeof wish.seq === 'number' &&
      (wish.kind === 'remove' || (wish.kind === 'store' && isValidQty(wish.qty))) &&
      !((pending.get(wish.productId)?.seq ?? -1) >= wish.seq)
    ) {
      pending.set(wish.productId, wish as Wish)
    }
  }
  return pending
}

const chains = new Map<number, Promise<unknown>>()
const offline = restorePending()
// Sequence numbers from the clock: a change of this visit is later than any an earlier visit kept.
let lastSeq = Date.now()

function savePending(): void {
  if (offline.size === 0) removeKey(OWN_STORAGE_KEYS.cartSyncPending)
  else writeJSON(OWN_STORAGE_KEYS.cartSyncPending, [...offline.values()])
}

/** Keeps `wish` for when the network returns, unless a later change of its product is kept already. */
function keepForLater(wish: Wish): void {
  const pending = offline.get(wish.productId)
  if (pending && pending.seq >= wish.seq) return
  offline.set(wish.productId, wish)
  savePending()
}

/** The previous call settled, or `ms` passed: whichever comes first. */
function settledOrAfter(previous: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  const settled = previous.then(
    () => undefined,
    () => undefined,
  )
  return Promise.race([settled, waited]).finally(() => clearTimeout(timer))
}

/** The stored customer id when signed in, else null (a guest). */
export function signedInUserId(): number | null {
  const session = sessionStore.getSnapshot()
  return session.signedIn && session.user ? session.user.id : null
}

function send(wish: Wish): Promise<void> {
  return wish.kind === 'store'
    ? storeCartItem({ productId: wish.productId, qty: wish.qty, userId: wish.userId })
    : removeCartItem({ productId: wish.productId, userId: wish.userId })
}

function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) ? error.kind === 'network' : error instanceof TypeError
}

/** Sends `wish` after the calls already queued for its product. Rejects with the call's error. */
function enqueue(wish: Wish): Promise<void> {
  const previous = chains.get(wish.productId)
  const next = (previous ? settledOrAfter(previous, QUEUE_WAIT_MS) : Promise.resolve())
    .then(() => send(wish))
    .then(
      () => {
        // The server now has this change: an earlier one waiting for the network is stale.
        const pending = offline.get(wish.productId)
        if (pending && pending.seq <= wish.seq) {
          offline.delete(wish.productId)
          savePending()
        }
      },
      (error: unknown) => {
        if (isNetworkFailure(error)) keepForLater(wish)
        throw error
      },
    )
  chains.set(wish.productId, next)
  void next
    .finally(() => {
      if (chains.get(wish.productId) === next) chains.delete(wish.productId)
    })
    .catch(() => undefined)
  return next
}

/** Sends `wish` now, or keeps it for later while the browser is offline (resolves then). */
function submit(wish: Wish): Promise<void> {
  if (isOnline()) return enqueue(wish)
  keepForLater(wish)
  return Promise.resolve()
}

/** Sends the line's quantity (first add, each quantity change). Resolves at once for a guest. */
export function syncQuantity(productId: number, qty: number): Promise<void> {
  const userId = signedInUserId()
  if (userId === null) return Promise.resolve()
  return submit({ kind: 'store', productId, qty, userId, seq: ++lastSeq })
}

/** Tells the server the line is gone. Resolves at once for a guest. */
export function syncRemoval(productId: number): Promise<void> {
  const userId = signedInUserId()
  if (userId === null) return Promise.resolve()
  return submit({ kind: 'remove', productId, userId, seq: ++lastSeq })
}

/** The spec's only reaction to a failed cart call: a log line. */
export function logCartSyncError(error: unknown): void {
  console.error(CART_SYNC_ERROR, error)
}

/** Fire-and-forget: starts the call and logs its failure. */
export function inBackground(call: Promise<void>): void {
  call.catch(logCartSyncError)
}

/**
 * Sends what waited for the network, for the customer still signed in (on the `online` event and
 * at start); another customer's changes are dropped.
 */
export function flushOfflineChanges(): void {
  if (offline.size === 0) return
  const userId = signedInUserId()
  const wishes = [...offline.values()].sort((a, b) => a.seq - b.seq)
  offline.clear()
  savePending()
  for (const wish of wishes) {
    if (wish.userId === userId) inBackground(enqueue(wish))
  }
}

/** Changes waiting for the network (tests). */
export function pendingOfflineChanges(): number {
  return offline.size
}

/** Forgets queued and offline calls (tests: each starts from a quiet network). */
export function resetCartSync(): void {
  chains.clear()
  offline.clear()
  savePending()
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', flushOfflineChanges)
  // Changes an earlier visit kept (it was closed or reloaded offline) go out as soon as the shop starts.
  if (offline.size > 0 && isOnline()) setTimeout(flushOfflineChanges, 0)
}
