/**
 * "Back to the previous page" after sign-in (spec 001 s4). The previous page is only ever a path
 * of this site: a `?redirect=` or a router state that names another origin, a protocol-relative
 * URL, a `javascript:` URL or anything that is not an absolute path is ignored.
 */
import { ROUTES } from '@/lib/paths'

/** Guest-only pages: returning to one after sign-in would only bounce to the profile. */
export const GUEST_ONLY_PATHS = [ROUTES.login, ROUTES.registration, ROUTES.phoneLogin] as const

/** The query parameter the guard uses to remember the page that asked for sign-in. */
export const REDIRECT_PARAM = 'redirect'

// C0 controls, DEL and the whitespace that URL parsing silently strips (tab, CR, LF).
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this check
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin
}

/**
 * The path (with query and hash) to go back to, or null when `raw` is not a safe path of this
 * site. `origin` is this site's origin (the browser's by default).
 */
export function safeReturnPath(raw: unknown, origin: string = currentOrigin()): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  // Only absolute paths: no scheme (javascript:, https:, data:), no relative paths.
  if (!value.startsWith('/')) return null
  // Protocol-relative ('//evil.test') and the backslash forms browsers treat the same ('/\evil.test').
  if (/^[/\\]{2}/.test(value) || value.startsWith('/\\')) return null
  if (CONTROL_CHARACTERS.test(value)) return null
  let url: URL
  let base: URL
  try {
    base = new URL(origin)
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base.origin) return null
  if (url.pathname.startsWith('//')) return null
  const path = url.pathname.replace(/\/+$/, '').toLowerCase() || '/'
  if ((GUEST_ONLY_PATHS as readonly string[]).includes(path)) return null
  return url.pathname + url.search + url.hash
}

/** Where the login pages should send the shopper after sign-in: the `redirect` query, then router state. */
export function returnPathFrom(search: string, state: unknown, origin?: string): string | null {
  const fromQuery = safeReturnPath(new URLSearchParams(search).get(REDIRECT_PARAM), origin)
  if (fromQuery) return fromQuery
  if (state && typeof state === 'object' && 'from' in state) return safeReturnPath(state.from, origin)
  return null
}

/** The login page that returns to `path` after sign-in. */
export function loginPathFor(path: string): string {
  const safe = safeReturnPath(path)
  return safe && safe !== '/' ? `/user-login?${REDIRECT_PARAM}=${encodeURIComponent(safe)}` : ROUTES.login
}
