/**
 * Page and sort live in the query string (spec 000 s4: changing page or sort puts it into the
 * route's query), so a link, a reload and back/forward all restore them. Default values are left
 * out of the URL: /product/medicines is page 1, default sort.
 */
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { SORT_VALUES, type ProductSort } from '@/api'

/** A positive whole page number from the query, 1 for anything else. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page')
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return 1
  const page = Number(raw)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

export function readSort(params: URLSearchParams): ProductSort {
  const raw = params.get('sort')
  return SORT_VALUES.find((sort) => sort === raw) ?? 'default'
}

/**
 * The link to another page of the same list, keeping the rest of the query
 * ('/product/medicines?sort=latest&page=3'; page 1 drops `page`). `basePath` is the route's path
 * with its parameters encoded: links are absolute because the router's own (decoded) pathname
 * would turn a searched 'a/b' or 'a?b' into another URL.
 */
export function hrefForPage(basePath: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  const query = next.toString()
  return query ? `${basePath}?${query}` : basePath
}

/** The query after a sort change: the new sort (default drops it) and back to page 1. */
export function paramsForSort(params: URLSearchParams, sort: ProductSort): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('page')
  if (sort === 'default') next.delete('sort')
  else next.set('sort', sort)
  return next
}

export interface UrlPaging {
  page: number
  sort: ProductSort
  hrefForPage: (page: number) => string
  setSort: (sort: ProductSort) => void
}

/** Page and sort of the list at `basePath` (the route's path, parameters encoded). */
export function useUrlPaging(basePath: string): UrlPaging {
  const [params, setParams] = useSearchParams()
  const page = readPage(params)
  const sort = readSort(params)
  const href = useCallback((n: number) => hrefForPage(basePath, params, n), [basePath, params])
  // A new history entry: back returns to the previous sort.
  const setSort = useCallback((next: ProductSort) => setParams((current) => paramsForSort(current, next)), [setParams])
  return { page, sort, hrefForPage: href, setSort }
}
