/** Calls of the page shell (spec 000 s2 "Shell layout"): mega-menu, top menu, footer metadata, pages. */
import { apiPath } from './client'
import { categoryRefSchema, categorySchema, menuItemSchema, pageLinkSchema, siteMetaSchema } from './entities'
import { getJson, type CallOptions } from './http'
import { itemOf, listOf } from './lenient'

export const shellKeys = {
  categories: () => ['categories'] as const,
  menus: () => ['v2/menus'] as const,
  siteMeta: () => ['v2/tags'] as const,
  pages: () => ['all-pages'] as const,
  pageCategoryName: (slug: string) => ['page-category-name', slug] as const,
}

/** Main categories with their child_categories (mega-menu, sidebars, footer). */
export function getCategories(options?: CallOptions) {
  return getJson('/api/categories/', listOf(categorySchema), options)
}

/** Dynamic top menu links. */
export function getMenus(options?: CallOptions) {
  return getJson('/api/v2/menus', listOf(menuItemSchema), options)
}

/** Site metadata (phones, social links, copyright); read by the footer and at start-up. */
export function getSiteMeta(options?: CallOptions) {
  return getJson('/api/v2/tags', itemOf(siteMetaSchema), options)
}

/** Informational pages linked in the footer. */
export function getPages(options?: CallOptions) {
  return getJson('/api/all-pages', listOf(pageLinkSchema), options)
}

/** The main category a listing slug belongs to (expands it in the offcanvas menu). */
export function getPageCategoryName(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/page-category-name/${slug}`, itemOf(categoryRefSchema), options)
}
