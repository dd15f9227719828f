/**
 * The storefront's languages (issue 16, decision 0036): English at the spec's paths, unchanged,
 * and Bangla under `/bn` for every route ('/bn', '/bn/product-details/napa-500-mg-tablet').
 * The language is part of the URL, so the server renders it, links can be shared and search
 * engines see both; the router runs with the language's base path, so every link and navigation
 * of the app stays in the language it was opened in without knowing about it.
 *
 * A shopper's choice is remembered in the `lang` cookie (the server reads it too): a later visit
 * to an English path is sent to the same page in Bangla.
 */

export const LOCALES = ['en', 'bn'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/**
 * The languages search engines are asked to index: both, now that every interface text has its
 * Bangla translation (npm run i18n:check). Each public page gets a canonical URL in its own
 * language and `hreflang` alternates (en, bn, x-default = English), and the sitemap lists both.
 * A language left out of this list is kept out of search engines (noindex, no alternates).
 */
export const INDEXED_LOCALES: readonly Locale[] = ['en', 'bn']

/** The router's base path per language ('' for English: the spec's paths). */
const BASE: Record<Locale, string> = { en: '', bn: '/bn' }

/** What `Intl` is given per language: 'bn-BD' writes Bangla digits (৳১,২৫০.০০). */
const INTL: Record<Locale, string> = { en: 'en', bn: 'bn-BD' }

/** The name of each language in itself, for the switch ('English', 'বাংলা'). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each language's name in itself, the same on every page
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' }

/** The cookie that remembers the shopper's language (one year, the whole site). */
export const LANGUAGE_COOKIE = 'lang'
const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The router's basename for a language: undefined for English. */
export function routerBasename(locale: Locale): string | undefined {
  return BASE[locale] || undefined
}

export function intlLocale(locale: Locale): string {
  return INTL[locale]
}

/**
 * The language of a pathname and the app's path inside it:
 * '/bn/offers' -> bn, '/offers'; '/bn' and '/bn/' -> bn, '/'; '/bnx' and '/offers' -> en.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const base = BASE[locale]
    if (!base) continue
    if (pathname === base || pathname === `${base}/`) return { locale, path: '/' }
    if (pathname.startsWith(`${base}/`)) return { locale, path: pathname.slice(base.length) }
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' }
}

/** The app's path (as the router and paths.ts write it) in a language: ('/offers', bn) -> '/bn/offers'. */
export function localizePath(path: string, locale: Locale): string {
  const base = BASE[locale]
  if (!base) return path
  if (path === '/' || path === '') return base
  return path.startsWith('/') ? `${base}${path}` : `${base}/${path}`
}

/** The `lang` cookie's value in a Cookie header or `document.cookie`; null when absent or unknown. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === LANGUAGE_COOKIE) {
      const value = rest.join('=').trim()
      return isLocale(value) ? value : null
    }
  }
  return null
}

/** The Set-Cookie / document.cookie text that remembers a language. */
export function languageCookie(locale: Locale): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie string
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`
}

/**
 * Where a visit should go given the remembered language: the same page in that language, or null
 * to stay. Only an English path is sent on (a shared `/bn/...` link always opens in Bangla, and
 * the switch writes the cookie before it leads anywhere).
 */
export function rememberedLocation(pathname: string, search: string, remembered: Locale | null): string | null {
  if (!remembered || remembered === DEFAULT_LOCALE) return null
  const { locale, path } = splitLocale(pathname)
  if (locale !== DEFAULT_LOCALE) return null
  return `${localizePath(path, remembered)}${search}`
}
