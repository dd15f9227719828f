/**
 * Server cart sync for a signed-in customer (spec 000 s4, s6, s7): only a stored user id has its
 * cart changes sent; a guest's cart stays in the browser. The answers are not read.
 *
 * - Calls for one product go out one after the other (a quick add then remove can never arrive
 *   at the server in the wrong order); different products go out in parallel. The spec sets no
 *   request timeout, so a call that never answers holds the next one for at most 10 s.
 * - A failure is logged as 'Error updating cart' by whoever started the call (the local cart is
 *   already saved and stays as the shopper left it).
 * - When the network is down, the latest wish per product is kept in memory and sent again when
 *   the browser reports it is back online (beyond the spec: nothing is lost while offline).
 */
import { isApiError } from '@/api/errors'
import { removeCartItem, storeCartItem } from '@/api/cart'
import { sessionStore } from '@/session/session'

export const CART_SYNC_ERROR = 'Error updating cart'

type Wish = (
  | { kind: 'store'; productId: number; qty: number; userId: number }
  | { kind: 'remove'; productId: number; userId: number }
) & {
  /** Order of the shopper's changes: a later change supersedes an earlier one. */
  seq: number
}

let lastSeq = 0

/** How long a call waits for the previous call of its product before it goes out anyway. */
export const QUEUE_WAIT_MS = 10_000

const chains = new Map<number, Promise<unknown>>()
const offline = new Map<number, Wish>()

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
        if (pending && pending.seq <= wish.seq) offline.delete(wish.productId)
      },
      (error: unknown) => {
        const pending = offline.get(wish.productId)
        if (isNetworkFailure(error) && (!pending || pending.seq < wish.seq)) offline.set(wish.productId, wish)
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

/** Sends the line's quantity (first add, each quantity change). Resolves at once for a guest. */
export function syncQuantity(productId: number, qty: number): Promise<void> {
  const userId = signedInUserId()
  if (userId === null) return Promise.resolve()
  return enqueue({ kind: 'store', productId, qty, userId, seq: ++lastSeq })
}

/** Tells the server the line is gone. Resolves at once for a guest. */
export function syncRemoval(productId: number): Promise<void> {
  const userId = signedInUserId()
  if (userId === null) return Promise.resolve()
  return enqueue({ kind: 'remove', productId, userId, seq: ++lastSeq })
}

/** The spec's only reaction to a failed cart call: a log line. */
export function logCartSyncError(error: unknown): void {
  console.error(CART_SYNC_ERROR, error)
}

/** Fire-and-forget: starts the call and logs its failure. */
export function inBackground(call: Promise<void>): void {
  call.catch(logCartSyncError)
}

/** Sends again what failed while offline, for the customer still signed in (on the `online` event). */
export function flushOfflineChanges(): void {
  const userId = signedInUserId()
  const wishes = [...offline.values()]
  offline.clear()
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
}

if (typeof window !== 'undefined') window.addEventListener('online', flushOfflineChanges)
