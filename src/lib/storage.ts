/**
 * Browser storage access. Keys and shapes are a contract with shoppers' browsers (spec 000 s3):
 * `cart`, `cartTotal`, `wishlist`, `token`, `user`. Writers write exactly these shapes; readers are
 * tolerant: missing storage, garbage JSON or an old shape give the fallback, never a throw.
 */
import { z } from 'zod/mini'

export const STORAGE_KEYS = {
  cart: 'cart',
  cartTotal: 'cartTotal',
  wishlist: 'wishlist',
  token: 'token',
  user: 'user',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/**
 * Keys this storefront added beyond spec 000 s3 (issue 17, decision 0033), read as tolerantly:
 * `recentlyViewed` (JSON array of products, newest first, at most 12) and `cartSyncPending` (JSON
 * array of a signed-in customer's cart changes not yet sent, kept until the connection returns).
 * `refillReminders` (issue 24) is named in src/account/refillKey.ts, out of the first visit's chunk.
 */
export const OWN_STORAGE_KEYS = {
  recentlyViewed: 'recentlyViewed',
  cartSyncPending: 'cartSyncPending',
} as const

function store(): Storage | null {
  try {
    return !import.meta.env.SSR && window.localStorage ? window.localStorage : null
  } catch {
    // Access can throw (privacy mode, sandboxed iframes).
    return null
  }
}

export function readRaw(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeRaw(key: string, value: string): void {
  try {
    store()?.setItem(key, value)
  } catch {
    // Quota or privacy mode: the in-memory state stays the source of truth for this visit.
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key)
  } catch {
    // ignore, see writeRaw
  }
}

/** Parses the key as JSON and validates it; any failure gives the fallback. */
export function readJSON<T>(key: string, schema: z.core.$ZodType<T>, fallback: T): T {
  const raw = readRaw(key)
  if (raw === null) return fallback
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return fallback
  }
  const parsed = z.safeParse(schema, value)
  return parsed.success ? parsed.data : fallback
}

export function writeJSON(key: string, value: unknown): void {
  writeRaw(key, JSON.stringify(value))
}

/** The stored access token, or null. Tolerates a JSON-quoted token written by older code. */
export function readToken(): string | null {
  const raw = readRaw(STORAGE_KEYS.token)
  if (!raw) return null
  const trimmed = raw.trim()
  if (trimmed.startsWith('"') && trimmed.endsWith('"')) {
    try {
      const unquoted: unknown = JSON.parse(trimmed)
      return typeof unquoted === 'string' && unquoted ? unquoted : null
    } catch {
      return null
    }
  }
  return trimmed || null
}

/**
 * A JSON array of entries with an `id` in storage (the products of `wishlist`, `recentlyViewed`),
 * read tolerantly: garbage, a non-array or an entry `schema` refuses gives nothing for it, a
 * repeated id counts once, and at most `limit` entries are taken, in order. The schema is the
 * caller's (the API layer's productSchema), so storage stays below the API layer.
 */
export function readStoredList<T extends { id: number }>(
  key: string,
  schema: z.core.$ZodType<T>,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  const raw = readRaw(key)
  if (raw === null) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const entries: T[] = []
  for (const item of value) {
    if (entries.length >= limit) break
    const parsed = z.safeParse(schema, item)
    if (parsed.success && !entries.some((entry) => entry.id === parsed.data.id)) entries.push(parsed.data)
  }
  return entries
}
