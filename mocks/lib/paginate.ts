/** Laravel's length-aware paginator, and the `{data, meta}` form the search answers with. */
export const LISTING_PAGE_SIZE = 20
export const ORDERS_PAGE_SIZE = 10

export interface Paginator<T> {
  current_page: number
  data: T[]
  first_page_url: string
  from: number | null
  last_page: number
  last_page_url: string
  next_page_url: string | null
  path: string
  per_page: number
  prev_page_url: string | null
  to: number | null
  total: number
}

export interface PageMeta {
  current_page: number
  last_page: number
  per_page: number
  total: number
}

function slice<T>(items: readonly T[], page: number, perPage: number) {
  const total = items.length
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const start = (page - 1) * perPage
  const data = items.slice(start, start + perPage)
  return { data, total, lastPage, from: data.length ? start + 1 : null, to: data.length ? start + data.length : null }
}

/** A page past the end has no data, as in Laravel. Page URLs keep the other query parameters. */
export function paginate<T>(items: readonly T[], page: number, perPage: number, url: URL): Paginator<T> {
  const { data, total, lastPage, from, to } = slice(items, page, perPage)
  const path = `${url.origin}${url.pathname}`
  const pageUrl = (n: number): string => {
    const query = new URLSearchParams(url.search)
    query.set('page', String(n))
    return `${path}?${query.toString()}`
  }
  return {
    current_page: page,
    data,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    to,
    total,
  }
}

export function pageWithMeta<T>(items: readonly T[], page: number, perPage: number): { data: T[]; meta: PageMeta } {
  const { data, total, lastPage } = slice(items, page, perPage)
  return { data, meta: { current_page: page, last_page: lastPage, per_page: perPage, total } }
}
