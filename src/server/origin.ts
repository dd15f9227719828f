/**
 * The shop's public origin for absolute URLs (canonical and share links, Open Graph, hreflang,
 * structured data, robots.txt, the sitemap) and for the API's forwarding headers: PUBLIC_ORIGIN,
 * never a request's Host or X-Forwarded-* headers (anyone can send those, and a shared cache
 * would keep what they wrote). `npm run serve` refuses to start without it (src/server/main.ts);
 * development and `serve:mock` default it to their own address.
 */

/** PUBLIC_ORIGIN as an origin ('https://shop.example.com.bd'), null when unset; throws when it is not one. */
export function parsePublicOrigin(value: string | undefined): string | null {
  const setting = value?.trim()
  if (!setting) return null
  let url: URL
  try {
    url = new URL(setting)
  } catch {
    throw new Error(`PUBLIC_ORIGIN is not a URL: ${setting}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin: ${setting}`)
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_ORIGIN must be an origin only (scheme, host, port): ${setting}`)
  }
  return url.origin
}
