/**
 * The newsletter sign-up (spec 000 s2, s5, s8): POST /api/subscribe turned into what the form
 * shows, and the page's toasts. Its own module, loaded with the form when the shopper scrolls near
 * it (src/newsletter/NewsletterSignUp.tsx), not with the home page.
 */
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api/errors'
import { subscribe } from '@/api/home'
import { SOMETHING_WRONG } from '@/lib/messages'

/** Spec 000 s8. */
export const SUBSCRIBE_SUCCESS = msg`Subscribe Successful`
export const SUBSCRIBE_FAILED = SOMETHING_WRONG

/** What the newsletter form shows after a sign-up attempt. */
export type SubscribeOutcome =
  | { ok: true; message: string }
  /** `fieldError`: the server's first email message (422), shown under the input. */
  | { ok: false; fieldError: string | null }

/** POST /api/subscribe, turned into what the form shows. Never throws; other failures are logged. */
export async function subscribeOutcome(email: string): Promise<SubscribeOutcome> {
  try {
    const answer = await subscribe({ email })
    return { ok: true, message: answer.message }
  } catch (error) {
    const message = isApiError(error) && error.status === 422 ? error.fieldError('email') : undefined
    if (message) return { ok: false, fieldError: message }
    console.error('Subscribe failed', error)
    return { ok: false, fieldError: null }
  }
}
