/** Page arithmetic of the paginations (spec 000 s9: a window of 5 pages; offers 20 per page). */

/** Pages in the numbered window around `page`: `size` of them when there are enough, centred when possible. */
export function pageWindow(page: number, lastPage: number, size = 5): number[] {
  const last = Math.max(1, Math.trunc(lastPage))
  const span = Math.max(1, Math.min(Math.trunc(size), last))
  const current = Math.min(Math.max(1, Math.trunc(page)), last)
  const start = Math.max(1, Math.min(current - Math.floor(span / 2), last - span + 1))
  return Array.from({ length: span }, (_, i) => start + i)
}

/** The last page of `total` items at `perPage` a page (at least 1). */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)))
}

/** One page of a list paged on the client; a page past the end gives the last page. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; page: number; lastPage: number } {
  const lastPage = lastPageOf(items.length, perPage)
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), lastPage)
  const start = (current - 1) * perPage
  return { items: items.slice(start, start + perPage), page: current, lastPage }
}
