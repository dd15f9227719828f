import type { Customer, Product } from '@/api/entities'
import { linesTotal } from '@/lib/pricing'
import { cartStore } from '@/cart/cartStore'
import { OWN_STORAGE_KEYS, STORAGE_KEYS, removeKey, writeJSON, writeRaw } from '@/lib/storage'
import { recentlyViewedStore } from '@/recentlyViewed/recentlyViewedStore'
import { sessionStore } from '@/session/session'
import { wishlistStore } from '@/wishlist/wishlistStore'

export type CartLine = Product & { qty: number }

/**
 * `parameters.session` of a story: what the shopper's browser holds when the story starts.
 * Absent keys are cleared, so a story never inherits the previous story's cart or sign-in.
 */
export interface SessionParameter {
  /** A signed-in customer: the token (a JWT the mock shop issued) and the stored user. */
  signedIn?: { token: string; user: Customer }
  cart?: CartLine[]
  wishlist?: Product[]
  /** The products viewed last, newest first (decision 0033). */
  recentlyViewed?: Product[]
}

export function applySession(session: SessionParameter | undefined): void {
  writeStorage(session)
  // The app's stores read storage once at start: make them re-read it for this story.
  cartStore.reload()
  wishlistStore.reload()
  sessionStore.reload()
  recentlyViewedStore.reload()
}

function writeStorage(session: SessionParameter | undefined): void {
  for (const key of [...Object.values(STORAGE_KEYS), ...Object.values(OWN_STORAGE_KEYS)]) removeKey(key)
  if (!session) return
  if (session.signedIn) {
    writeRaw(STORAGE_KEYS.token, session.signedIn.token)
    writeJSON(STORAGE_KEYS.user, session.signedIn.user)
  }
  if (session.cart) {
    writeJSON(STORAGE_KEYS.cart, session.cart)
    writeJSON(STORAGE_KEYS.cartTotal, linesTotal(session.cart))
  }
  if (session.wishlist) writeJSON(STORAGE_KEYS.wishlist, session.wishlist)
  if (session.recentlyViewed) writeJSON(OWN_STORAGE_KEYS.recentlyViewed, session.recentlyViewed)
}
