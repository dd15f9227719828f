/** The wishlist's toasts (spec 000 s8): the product page's heart says what it did, for 3 s. */
import { msg } from '@lingui/core/macro'
import { englishTexts } from '@/i18n/lingui'
import { TOAST_MS } from '@/lib/messages'
import { toast } from '@/lib/toast'

export const WISHLIST_TOASTS = englishTexts({
  added: msg`Product added to wishlist`,
  removed: msg`Product removed from wishlist`,
})

/** After toggling a product: `listed` is whether it is in the wishlist now. */
export function toastWishlistToggled(listed: boolean): void {
  toast.success(listed ? WISHLIST_TOASTS.added : WISHLIST_TOASTS.removed, { autoClose: TOAST_MS.standard })
}
