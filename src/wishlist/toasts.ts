/** The wishlist's toasts (spec 000 s8): the product page's heart says what it did, for 3 s. */
import { TOAST_MS } from '@/lib/messages'
import { toast } from '@/lib/toast'

export const WISHLIST_TOASTS = {
  added: 'Product added to wishlist',
  removed: 'Product removed from wishlist',
} as const

/** After toggling a product: `listed` is whether it is in the wishlist now. */
export function toastWishlistToggled(listed: boolean): void {
  toast.success(listed ? WISHLIST_TOASTS.added : WISHLIST_TOASTS.removed, { autoClose: TOAST_MS.standard })
}
