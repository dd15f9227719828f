/**
 * Pure helpers of the page shell: safe hrefs for the server's menu urls, the account label and the
 * fixed footer categories (spec 000 s2). Route paths come from src/lib/paths.ts.
 */
import type { Category, ChildCategory, Customer } from '@/api/entities'
import { compareNames } from '@/lib/names'
import { childCategoryPath, mainCategoryPath } from '@/lib/paths'

/**
 * Footer categories (spec 000 s2 routes): the fixed main slugs plus korean-beauty (a child category).
 * Their labels are texts of the footer's own chunk (FooterContent), by key.
 */
export const FOOTER_CATEGORIES = [
  { key: 'medicines', to: mainCategoryPath('medicines') },
  { key: 'baby-care', to: mainCategoryPath('baby-care') },
  { key: 'hair-care', to: mainCategoryPath('hair-care') },
  { key: 'personal-care', to: mainCategoryPath('personal-care') },
  { key: 'nutrition', to: mainCategoryPath('nutrition') },
  { key: 'pet-care', to: mainCategoryPath('pet-care') },
  { key: 'skincare-beauty', to: mainCategoryPath('skincare-beauty') },
  { key: 'korean-beauty', to: childCategoryPath('korean-beauty') },
] as const

export type FooterCategoryKey = (typeof FOOTER_CATEGORIES)[number]['key']

export type MenuTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string }

/**
 * Where a server-provided url may lead: a path of this shop (client-side navigation), an http(s)
 * address elsewhere (new tab), or nowhere (empty, '#', 'javascript:' and other schemes).
 * `origin` is this shop's origin: an absolute url on it is treated as a path.
 */
export function menuTarget(url: string, origin: string = globalThis.location?.origin ?? ''): MenuTarget | null {
  const value = url.trim()
  if (!value || value === '#') return null
  if (value.startsWith('//')) return menuTarget(`https:${value}`, origin)
  if (value.startsWith('/')) return { kind: 'internal', to: value }
  if (/^https?:\/\//i.test(value)) {
    try {
      const parsed = new URL(value)
      if (origin && parsed.origin === origin)
        return { kind: 'internal', to: `${parsed.pathname}${parsed.search}${parsed.hash}` }
      return { kind: 'external', href: parsed.href }
    } catch {
      return null
    }
  }
  // Any other scheme (javascript:, data:, mailto: ...) is not a menu link.
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return null
  // A bare path such as 'offers' or 'page/about-us'.
  return { kind: 'internal', to: `/${value}` }
}

/** Child categories sorted by name (the offcanvas accordion, spec 000 s2). */
export function childrenByName(category: Pick<Category, 'child_categories'>): ChildCategory[] {
  return [...category.child_categories].sort((a, b) => compareNames(a.name, b.name))
}

/** The signed-in customer's label: the name, or the phone when the name is empty ('' when both are). */
export function accountLabel(user: Pick<Customer, 'name' | 'phone'>): string {
  const name = user.name.trim()
  return name || user.phone.trim()
}

/** The main category slug of a listing route (/product/x, /category/x, /sub-category/x), or null. */
export function listingSlugOf(pathname: string): string | null {
  const match = /^\/(?:product|category|sub-category)\/([^/]+)\/?$/.exec(pathname)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

/** A count on a badge: 99+ above 99. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count)
}
