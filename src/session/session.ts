/**
 * The shopper's session in this browser: `token` (the access token, a JWT) and `user` (JSON of the
 * customer). Signed in means a stored token whose payload decodes and has not expired, plus a
 * stored user (spec 001 s2). Other tabs see sign-in and sign-out through the storage event.
 */
import { jwtDecode } from 'jwt-decode'
import { useSyncExternalStore } from 'react'
import { customerSchema, type Customer } from '@/api/entities'
import { readJSON, readToken, removeKey, STORAGE_KEYS, writeJSON, writeRaw } from '@/lib/storage'

export interface Session {
  signedIn: boolean
  token: string | null
  user: Customer | null
}

const SIGNED_OUT: Session = { signedIn: false, token: null, user: null }

/** True when the token's payload decodes and, if it has `exp`, that moment is still ahead. */
export function isTokenValid(token: string | null, now: number = Date.now()): boolean {
  if (!token) return false
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token)
    if (exp === undefined) return true
    return typeof exp === 'number' && exp * 1000 > now
  } catch {
    return false
  }
}

export function readSession(now: number = Date.now()): Session {
  const token = readToken()
  const user = readJSON(STORAGE_KEYS.user, customerSchema, null)
  // A visitor who never signed in gets the server's own value (no re-render after hydration).
  if (!token && !user) return SIGNED_OUT
  if (!token || !user || !isTokenValid(token, now)) return { signedIn: false, token, user }
  return { signedIn: true, token, user }
}

type Listener = () => void
const listeners = new Set<Listener>()
/** Read from storage at the first use, not while the modules are evaluated (decision 0059). */
let known: Session | null = null
const current = (): Session => (known ??= import.meta.env.SSR ? SIGNED_OUT : readSession())

function refresh(): void {
  const next = readSession()
  // The start-up has-user check stores the same customer again, usually: then nothing has
  // changed (the same token and customer), and the session's readers need not render again.
  if (JSON.stringify(known) === JSON.stringify(next)) return
  known = next
  for (const listener of listeners) listener()
}

if (!import.meta.env.SSR) {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) refresh()
  })
}

export const sessionStore = {
  getSnapshot: current,
  /** What the server (and hydration) knows: no session (it lives in this browser's storage). */
  getServerSnapshot: (): Session => SIGNED_OUT,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Stores a sign-in answer: the access token and the customer. */
  signIn: (token: string, user: Customer): void => {
    writeRaw(STORAGE_KEYS.token, token)
    writeJSON(STORAGE_KEYS.user, user)
    refresh()
  },
  /** Replaces the stored customer (profile update, has-user answer). */
  updateUser: (user: Customer): void => {
    writeJSON(STORAGE_KEYS.user, user)
    refresh()
  },
  /** Removes token and user. */
  signOut: (): void => {
    removeKey(STORAGE_KEYS.token)
    removeKey(STORAGE_KEYS.user)
    refresh()
  },
  /** Re-reads storage (tests, stories). */
  reload: refresh,
}

/** The session; the server (and hydration) knows none: it lives in this browser's storage. */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot)
}
