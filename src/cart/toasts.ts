/**
 * The cart's toasts with the spec's texts and timings (spec 000 s8, s9). Each has a fixed id, so
 * a burst of clicks shows one toast while it is up instead of a stack of identical ones.
 */
import { msg } from '@lingui/core/macro'
import { englishTexts } from '@/i18n/lingui'
import { TOAST_MS } from '@/lib/messages'
import { toast } from '@/lib/toast'

export const CART_TOASTS = englishTexts({
  added: msg`Product added to cart`,
  removed: msg`Product remove from your cart`,
  limit: msg`You reached the limit`,
})

export function toastAdded(): void {
  toast.success(CART_TOASTS.added, { toastId: 'cart-added', autoClose: TOAST_MS.standard })
}

export function toastRemoved(): void {
  toast.success(CART_TOASTS.removed, { toastId: 'cart-removed', position: 'top-right', autoClose: TOAST_MS.brief })
}

export function toastLimit(): void {
  toast.warning(CART_TOASTS.limit, { toastId: 'cart-limit', autoClose: TOAST_MS.standard })
}
