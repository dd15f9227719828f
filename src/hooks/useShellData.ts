/**
 * SWR hooks of the page shell (spec 000 s2 "Shell layout", s7): the category tree of the mega-menu
 * and offcanvas menu, the dynamic top menu, the footer's pages, and the main category of the
 * listing being viewed. Their failures are logged only (s8): the menus stay empty.
 */
import useSWR from 'swr'
import useSWRImmutable from 'swr/immutable'
import type { Category, CategoryRef, MenuItem, PageLink } from '@/api/entities'
import type { ApiError } from '@/api/errors'
import { getCategories, getMenus, getPageCategoryName, getPages, shellKeys } from '@/api/shell'
import { useLogFailure } from './useLogFailure'

/** Main categories with their child categories. */
export function useCategories() {
  const result = useSWR<Category[], ApiError>(shellKeys.categories(), () => getCategories())
  useLogFailure('Categories', result.error)
  return result
}

/** The dynamic top menu: changes rarely, fetched once per visit. */
export function useMenus() {
  const result = useSWRImmutable<MenuItem[], ApiError>(shellKeys.menus(), () => getMenus())
  useLogFailure('Menus', result.error)
  return result
}

/** Informational pages for the footer's important links: fetched once per visit. */
export function usePages() {
  const result = useSWRImmutable<PageLink[], ApiError>(shellKeys.pages(), () => getPages())
  useLogFailure('Pages', result.error)
  return result
}

/**
 * The main category a listing slug belongs to, for expanding it in the offcanvas menu; nothing is
 * requested without a slug (pages that are not listings).
 */
export function usePageCategoryName(slug: string | null) {
  const result = useSWRImmutable<CategoryRef, ApiError>(slug ? shellKeys.pageCategoryName(slug) : null, () =>
    getPageCategoryName(slug ?? ''),
  )
  useLogFailure('Page category', result.error)
  return result
}
