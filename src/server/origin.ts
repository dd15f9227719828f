import type { Request } from 'express'

/**
 * The shop's public origin for absolute URLs (canonical links, share links, the sitemap):
 * PUBLIC_ORIGIN when set, else the request's own (behind a proxy, X-Forwarded-Proto/Host when
 * TRUST_PROXY lets Express believe them).
 */
export function requestOrigin(req: Request, publicOrigin: string | null): string {
  return publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`
}
