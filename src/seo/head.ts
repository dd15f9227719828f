/**
 * The rules of a page's head (issue 14, decision 0027): the site's name and default description,
 * which pages search engines are kept out of, and canonical URLs. The server's robots.txt and
 * sitemap ask here too, so a page that robots.txt disallows is also marked noindex.
 */
import { matchPath } from 'react-router-dom'
import type { PageHeadProps } from '@/components/seo'
import { BRAND_NAME, TAGLINE } from '@/lib/brand'
import { i18nFor } from '@/i18n/lingui'
import { DEFAULT_LOCALE, INDEXED_LOCALES, LOCALES, localizePath, type Locale } from '@/i18n/locale'
import { ROUTES, type RouteName } from '@/lib/paths'

/** og:site_name, the organisation's name in structured data. */
export const SITE_NAME = BRAND_NAME

/** The description of a page that has none of its own (the shop's tagline, spec 000 s2). */
/** The description of a page that has none: the shop's tagline, in the page's language. */
export function defaultDescription(locale: Locale = DEFAULT_LOCALE): string {
  return `${i18nFor(locale)._(TAGLINE)}.`
}

/** Meta descriptions are cut to this many characters (what search results show). */
export const DESCRIPTION_LENGTH = 160

/**
 * The visitor's own pages: account, checkout, cart and wishlist. Never indexed (noindex) and
 * disallowed in robots.txt.
 */
export const PRIVATE_ROUTES: readonly RouteName[] = [
  'cart',
  'wishlist',
  'login',
  'registration',
  'phoneLogin',
  'profile',
  'orders',
  'orderDetails',
  'myInformation',
  'cancelOrder',
  'addresses',
  'addAddress',
  'updateAddress',
  'prescriptions',
  'myMedicines',
  'resetPassword',
  'resetPasswordWithToken',
  'checkout',
  'orderConfirmation',
]

/** Whether the path is one of the visitor's own pages (PRIVATE_ROUTES). */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_ROUTES.some((name) => matchPath({ path: ROUTES[name], end: true }, pathname) !== null)
}

/**
 * robots.txt's Disallow lines for PRIVATE_ROUTES in every language: each route's path up to its
 * first parameter ('/order-details/:id' -> '/order-details/', '/bn/order-details/'), without
 * repeats or paths another one covers.
 */
export function disallowedPaths(): string[] {
  const prefixes = PRIVATE_ROUTES.flatMap((name) =>
    LOCALES.map((locale) => localizePath(ROUTES[name].replace(/:.*$/, ''), locale)),
  )
  const unique = [...new Set(prefixes)].sort()
  return unique.filter((path) => !unique.some((other) => other !== path && path.startsWith(other)))
}

/** A price as Open Graph and schema.org write it: the amount in taka with 2 decimals ('12.00'). */
export function priceText(amount: number): string {
  return amount.toFixed(2)
}

/** An absolute URL on the shop's origin ('/offers' -> 'https://shop.example/offers'); absolute URLs stay. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  const base = origin.replace(/\/+$/, '')
  if (pathOrUrl.startsWith('//')) return `${new URL(base).protocol}${pathOrUrl}`
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/**
 * The canonical path of a page at `pathname` with the query `search`: the path without a
 * trailing slash, and of the query only the page (when it is a whole number above 1). Sort,
 * tracking and any other parameter are left out, so every sort of a listing page has one URL.
 */
export function canonicalPath(pathname: string, search = ''): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/'
  const raw = new URLSearchParams(search).get('page')
  const page = raw !== null && /^\s*\d+\s*$/.test(raw) ? Number(raw) : 1
  return Number.isSafeInteger(page) && page > 1 ? `${path}?page=${page}` : path
}

/** What a page says about its head; the rest (origin, path, robots) comes from where it is shown. */
export interface HeadInput {
  /** The document title, suffix included (documentTitle). */
  title: string
  /** The page's description; defaultDescription() when it has none. */
  description?: string | null
  keywords?: string | null
  /**
   * The canonical path ('/product-details/napa-500-mg-tablet', '/product/medicines?page=2');
   * the shown path (canonicalPath) when not given; null: no canonical URL.
   */
  path?: string | null
  /** Not to be indexed (no results, not found); the visitor's own pages always are not. */
  noindex?: boolean
  /** og:type (a product page: 'product'). */
  type?: 'website' | 'product'
  /** The title in share previews (a product's name), else the document title. */
  socialTitle?: string
  /** The share preview's image: a path on the shop or an absolute URL. */
  image?: { src: string; alt: string } | null
  /** A product page's price in taka and whether it is in stock. */
  product?: { price: number; inStock: boolean } | null
}

/** Where the page is shown: the shop's public origin, the location and the language. */
export interface HeadContext {
  origin: string
  /** The app's path, without the language's base path (the router's location). */
  pathname: string
  search: string
  /** The page's language (default English). */
  locale?: Locale
  /** The languages to be indexed (INDEXED_LOCALES): the others are noindex; alternates link these. */
  indexed?: readonly Locale[]
}

/** The head a page renders (PageHead's props) from what it says and where it is shown. */
export function pageHead(
  input: HeadInput,
  { origin, pathname, search, locale = DEFAULT_LOCALE, indexed = INDEXED_LOCALES }: HeadContext,
): PageHeadProps {
  const noindex = Boolean(input.noindex) || isPrivatePath(pathname) || !indexed.includes(locale)
  const path = input.path === undefined ? canonicalPath(pathname, search) : input.path
  const description = input.description?.trim() || defaultDescription(locale)
  const linked = noindex || path === null
  return {
    title: input.title,
    description,
    keywords: input.keywords?.trim() || null,
    canonicalUrl: linked ? null : absoluteUrl(origin, localizePath(path, locale)),
    // The same page in each indexed language, and English as the default (hreflang).
    alternates:
      linked || indexed.length < 2
        ? []
        : [
            ...indexed.map((language) => ({
              hrefLang: language,
              href: absoluteUrl(origin, localizePath(path, language)),
            })),
            { hrefLang: 'x-default', href: absoluteUrl(origin, localizePath(path, DEFAULT_LOCALE)) },
          ],
    noindex,
    siteName: SITE_NAME,
    type: input.type ?? 'website',
    socialTitle: input.socialTitle,
    image: input.image ? { url: absoluteUrl(origin, input.image.src), alt: input.image.alt } : null,
    product: input.product
      ? {
          amount: priceText(input.product.price),
          currency: 'BDT',
          availability: input.product.inStock ? 'in stock' : 'out of stock',
        }
      : null,
  }
}
