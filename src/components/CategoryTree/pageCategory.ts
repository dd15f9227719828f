import type { Category } from '@/api/entities'
import { compareNames } from '@/lib/names'

/**
 * Whether a main category is the page's (the answer of GET /api/page-category-name/{slug}): by
 * slug when the answer has one, else by name (case and accents aside). Only the offcanvas menu
 * asks, so this stays out of the first visit's code.
 */
export function isCategoryOf(
  category: Pick<Category, 'name' | 'slug'>,
  ref: { name: string; slug: string } | null,
): boolean {
  if (!ref) return false
  if (ref.slug && ref.slug === category.slug) return true
  return compareNames(ref.name.trim(), category.name.trim()) === 0
}
