/**
 * Signing in and out without the spec's full-page reloads (docs/decisions/0017-reload-after-sign-in.md):
 * the session store tells every subscriber (header, guards, pages) at once, and the cached answers
 * of the account calls are dropped so no page shows the previous customer's data.
 */
import { useCallback } from 'react'
import { useNavigate, type NavigateFunction } from 'react-router-dom'
import { mutate } from 'swr'
import type { Customer } from '@/api/entities'
import { sessionStore } from './session'

/** First elements of the SWR keys that belong to one customer (src/api account and order keys). */
const CUSTOMER_KEY_PREFIXES = ['auth/', 'wallet-credit', 'order-item']

/** True for SWR keys of customer data: `['auth/order-list', 7, 1]`, `['wallet-credit', 7]`... */
export function isCustomerKey(key: unknown): boolean {
  if (!Array.isArray(key)) return false
  const head: unknown = key[0]
  return typeof head === 'string' && CUSTOMER_KEY_PREFIXES.some((prefix) => head.startsWith(prefix))
}

/** Drops every cached answer of customer data from the app's SWR cache (nothing is refetched now). */
export function clearCustomerData(): Promise<unknown> {
  return mutate(isCustomerKey, undefined, { revalidate: false })
}

/** The login answer of user-login and verify-otp, as far as the session needs it. */
export interface SignInAnswer {
  access_token: string
  user: Customer
}

/** Stores the session of a login answer (token and customer) and forgets any earlier customer's data. */
export function completeSignIn(answer: SignInAnswer): void {
  destination = '/'
  void clearCustomerData()
  sessionStore.signIn(answer.access_token, answer.user)
}

let destination = '/'

/**
 * Where the last sign-out in this tab was going ('/' unless it asked for another page). The
 * login-required guard sends a shopper who signs out on its page there, so the guard and the
 * sign-out never pull in two directions.
 */
export function signOutDestination(): string {
  return destination
}

/**
 * Logout (spec 000 s4, 001 s4): removes token and user, forgets the customer's cached data and
 * goes to '/' (or `to`, e.g. the login page when the server no longer accepts the session). The
 * header's Logout and the account menu's Logout both call this.
 */
export function signOut(navigate: NavigateFunction, to = '/'): void {
  destination = to
  sessionStore.signOut()
  void clearCustomerData()
  void navigate(to, { replace: to !== '/' })
}

/** `signOut` bound to the current router, going to '/' (safe to pass as an event handler). */
export function useSignOut(): () => void {
  const navigate = useNavigate()
  return useCallback(() => signOut(navigate), [navigate])
}
