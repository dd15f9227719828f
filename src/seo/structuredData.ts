/**
 * Structured data (schema.org as JSON-LD, issue 14): BreadcrumbList on the product and listing
 * pages, Organization and WebSite (with the search action) on the home page; the product page's
 * Product with its Offer is in ./productData.ts (its page's chunk, not the first visit's). Every
 * URL is absolute, on the shop's public origin. Pure builders: tests/unit/seo/structuredData.test.ts
 * checks the objects against what schema.org and Google's rich results require; StructuredData
 * (src/components/seo) writes them into the page, escaped.
 */
import type { SiteMeta } from '@/api/entities'
import type { BreadcrumbLink } from '@/components/catalogue'
import { LOGO_SRC } from '@/lib/brand'
import type { JsonLd } from '@/components/seo'
import { DEFAULT_LOCALE, localizePath, type Locale } from '@/i18n/locale'
import { searchPath } from '@/lib/paths'
import { absoluteUrl, SITE_NAME } from './head'

export const CONTEXT = 'https://schema.org' as const

/**
 * BreadcrumbList of a page's breadcrumb as the page shows it: Home, then the crumbs; the last
 * one is the page itself (`currentUrl`). A crumb without a link has no `item`.
 */
export function breadcrumbData(
  origin: string,
  crumbs: readonly BreadcrumbLink[],
  currentUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): JsonLd {
  const all: BreadcrumbLink[] = [{ label: 'Home', to: '/' }, ...crumbs]
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, index) => {
      const last = index === all.length - 1
      // The crumbs' links in the page's language ('/bn/product/medicines' on a Bangla page).
      const item = last
        ? currentUrl
        : crumb.to !== undefined
          ? absoluteUrl(origin, localizePath(crumb.to, locale))
          : null
      return { '@type': 'ListItem', position: index + 1, name: crumb.label, ...(item ? { item } : {}) }
    }),
  }
}

/** http(s) links of the shop's social profiles, as site metadata gives them. */
function profileLinks(meta: SiteMeta | undefined): string[] {
  if (!meta) return []
  return [meta.facebook, meta.instagram, meta.youtube, meta.linkdin]
    .map((link) => link.trim())
    .filter((link) => /^https?:\/\/[^\s]+$/i.test(link))
}

/** The shop as an Organization: name, home page, logo, social profiles and customer service contact. */
export function organizationData(origin: string, meta?: SiteMeta): JsonLd {
  const home = absoluteUrl(origin, '/')
  const phone = meta?.phone.trim() ?? ''
  const email = meta?.email.trim() ?? ''
  const sameAs = profileLinks(meta)
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: SITE_NAME,
    url: home,
    logo: absoluteUrl(origin, LOGO_SRC),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(phone || email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            areaServed: 'BD',
            ...(phone ? { telephone: phone } : {}),
            ...(email ? { email } : {}),
          },
        }
      : {}),
  }
}

/** The placeholder of the search action's URL template. */
export const SEARCH_TERM = 'search_term_string'

/** The shop as a WebSite with its search (/search/{query}) as a SearchAction. */
export function webSiteData(origin: string): JsonLd {
  const home = absoluteUrl(origin, '/')
  // searchPath encodes its parameter; the template's braces must stay as they are.
  const template = absoluteUrl(origin, searchPath(SEARCH_TERM).replace(SEARCH_TERM, `{${SEARCH_TERM}}`))
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: SITE_NAME,
    url: home,
    publisher: { '@id': `${home}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: template },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  }
}
