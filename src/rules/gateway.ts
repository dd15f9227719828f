/**
 * Where an online payment may send the browser (spec 001 s4): the gateway URL of a successful
 * pay-via-ajax answer, followed only when it is
 *
 * - an absolute http(s) URL (the payment gateway, e.g. SSLCommerz), or
 * - a path on the shop's own origin ('/payment/...'), resolved against `origin` (the page's).
 *
 * Every other scheme (javascript:, data:, mailto:, ...), a protocol-relative '//host' (another
 * origin), a relative 'payment/...' and anything that is not a string is refused: null.
 */
export function gatewayUrl(value: unknown, origin?: string | null): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '') return null
  if (text.startsWith('/')) return ownOriginUrl(text, origin)
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** A path resolved on the shop's origin, or null when it would leave it ('//host', '/\host'). */
function ownOriginUrl(path: string, origin: string | null | undefined): string | null {
  if (!origin) return null
  try {
    const base = new URL(origin)
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return null
    const url = new URL(path, base)
    return url.origin === base.origin ? url.href : null
  } catch {
    return null
  }
}
