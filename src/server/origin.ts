import type { Request } from 'express'

/**
 * The shop's public origin for absolute URLs (canonical links, share links, the sitemap):
 * PUBLIC_ORIGIN when set, else the request's own (behind a proxy, X-Forwarded-Proto/Host when
 * TRUST_PROXY lets Express believe them).
 */
export function requestOrigin(req: Request, publicOrigin: string | null): string {
  // Express 5's req.host keeps the port and follows X-Forwarded-Host when the proxy is trusted.
  return publicOrigin ?? `${req.protocol}://${req.host || 'localhost'}`
}
