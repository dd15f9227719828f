/**
 * The login state at start (spec 000 s4): when signed in, ask the server whether the stored user
 * still exists (POST /api/auth/has-user {id}). An empty answer removes the stored token and user;
 * otherwise the answer is stored as the customer. Runs once per page load (SessionCheck). The
 * auth calls' module is fetched only for a signed-in shopper: a guest's first visit does not carry it.
 */
import { useEffect } from 'react'
import type { hasUser } from '@/api/auth'
import { sessionStore } from './session'
import { clearCustomerData } from './signInOut'

export type SessionCheckResult = 'signed-out' | 'confirmed' | 'removed' | 'unchanged'

/**
 * Asks has-user for the stored customer. A failed call (offline, 5xx) keeps the session as it is:
 * only the server's "unknown user" answer signs the shopper out. An answer that arrives after the
 * shopper signed out or in as someone else is ignored.
 */
export async function checkSession(): Promise<SessionCheckResult> {
  const { signedIn, user } = sessionStore.getSnapshot()
  if (!signedIn || !user) return 'signed-out'
  let customer: Awaited<ReturnType<typeof hasUser>>
  try {
    const auth = await import('@/api/auth')
    customer = await auth.hasUser(user.id)
  } catch (error) {
    console.warn('has-user check failed; the session is kept', error)
    return 'unchanged'
  }
  const now = sessionStore.getSnapshot()
  if (!now.signedIn || now.user?.id !== user.id) return 'unchanged'
  if (customer === null) {
    sessionStore.signOut()
    void clearCustomerData()
    return 'removed'
  }
  sessionStore.updateUser(customer)
  return 'confirmed'
}

let pending: Promise<SessionCheckResult> | null = null

/** checkSession, at most once per page load (StrictMode and remounts share the first call). */
export function checkSessionOnce(): Promise<SessionCheckResult> {
  pending ??= checkSession()
  return pending
}

/** Runs the start-up has-user check once per page load. Render it once in the app layout. */
export function SessionCheck(): null {
  useEffect(() => {
    void checkSessionOnce()
  }, [])
  return null
}

/** For tests: lets the next checkSessionOnce() ask again. */
export function resetSessionCheck(): void {
  pending = null
}
