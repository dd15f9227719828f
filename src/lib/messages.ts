/**
 * How long toasts stay up (spec 000 s9, 001 s9): the one table of durations, and the texts more
 * than one area shows. Each area keeps its own texts in one table: src/cart/toasts.ts,
 * src/wishlist/toasts.ts, src/checkout/messages.ts, src/account/feedback.ts, src/content/texts.ts
 * (the home page's newsletter texts are in src/pages/HomePage.tsx).
 */
import { msg } from '@lingui/core/macro'

export const TOAST_MS = {
  /** The spec's toasts: "Toasts 3000 ms", "most product toasts 3000 ms", the quantity limit. */
  standard: 3000,
  /** Removing a cart line: 1.5 s. */
  brief: 1500,
} as const

/**
 * The spec's warning for a failed form or action (000 s8 newsletter, 001 s8: address, photo,
 * contact, stock request, B2B, prescription), verbatim.
 */
export const SOMETHING_WRONG = msg`Something Wrong!`
