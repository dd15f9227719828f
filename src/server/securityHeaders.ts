/**
 * The security headers the storefront is deployed with (docs/deploy.md), in one place: the
 * server sends them with every answer (a page's policy carries that answer's nonce), and the e2e
 * run serves the static demo build with exactly these (vite preview), so a CSP violation fails a
 * test.
 */
export interface HeaderOptions {
  /** Origin of the API and uploaded images when not the same origin, e.g. https://api.shop.com.bd */
  apiOrigin?: string
  /** The nonce of this answer's inline scripts (server-rendered pages). */
  nonce?: string
  /** The shop is served over https (PUBLIC_ORIGIN): browsers are told to keep to it (HSTS). */
  https?: boolean
}

/** HSTS for a year; subdomains are the operator's to add (they may not all be on https). */
export const HSTS = 'max-age=31536000'

export function contentSecurityPolicy({ apiOrigin, nonce }: HeaderOptions = {}): string {
  const api = apiOrigin ? ` ${apiOrigin}` : ''
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    // Radix (scroll lock) adds <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    `connect-src 'self'${api}`,
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(options: HeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // No other page keeps a handle on ours (window.opener): pages of other origins open apart.
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  }
}
