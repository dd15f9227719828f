import { Newsletter, type NewsletterResult } from '@/components/home/Newsletter/Newsletter'
import { TOAST_MS } from '@/lib/messages'
import { toast } from '@/lib/toast'
import { SUBSCRIBE_FAILED, SUBSCRIBE_SUCCESS, subscribeOutcome } from './subscribe'

/** Sends the email and toasts the outcome: 'Subscribe Successful', or 'Something Wrong!' (spec 000 s8). */
async function signUp(email: string): Promise<NewsletterResult> {
  const result = await subscribeOutcome(email)
  if (result.ok) toast.success(SUBSCRIBE_SUCCESS, { autoClose: TOAST_MS.standard })
  else if (!result.fieldError) toast.warning(SUBSCRIBE_FAILED)
  return result.ok ? { ok: true } : result
}

/**
 * The home page's newsletter form wired to its call and toasts. Loaded on demand when the shopper
 * scrolls near it, with the form (react-hook-form) and the sign-up: none of it is part of the
 * home page's first load.
 */
export function NewsletterSignUp() {
  return <Newsletter onSubscribe={signUp} />
}
