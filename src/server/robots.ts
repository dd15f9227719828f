/**
 * /robots.txt (issue 14): every crawler may read the shop except the visitor's own pages
 * (account, checkout, cart: src/seo/head.ts, which marks the same pages noindex), and the sitemap
 * is named with its absolute URL.
 */
import { absoluteUrl, disallowedPaths } from '@/seo/head'

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
