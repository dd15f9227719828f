/**
 * The Bangla search's answer for a query with Bangla script in it (issue 24): the header's
 * suggestions and the search page share its SWR key, so a query already suggested is not searched
 * again, and it is never filed under the search call's own key. The search itself
 * (src/lib/banglaSearch.ts, with its transliteration table) is imported only when a query needs it.
 */
import type { MessageDescriptor } from '@lingui/core'
import { searchProducts } from '@/api/catalogue'
import type { Product } from '@/api/entities'

/** The products, and which spelling they matched ('Showing results for “napa”'), or null. */
export interface BanglaAnswer {
  data: readonly Product[]
  note: MessageDescriptor | null
}

export const banglaSearchKey = (query: string) => ['bangla-search', query] as const

export function fetchBanglaSearch(query: string): Promise<BanglaAnswer> {
  return import('@/lib/banglaSearch').then(async ({ searchBangla, matchedNote }) => {
    const { products, matched } = await searchBangla(query, async (q) => (await searchProducts(q, 1)).data)
    return { data: products, note: matched ? matchedNote(matched) : null }
  })
}
