/**
 * The header's suggestions for a query with Bangla script in it (loaded by
 * src/hooks/useSearchSuggestions.ts only for such a query): the Bangla search over the API's
 * search call, and the note saying which spelling matched, as a text the hook shows in the page's
 * language.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { searchProducts } from '@/api/catalogue'
import type { Product } from '@/api/entities'
import { searchBangla } from './banglaSearch'

export interface BanglaSuggestions {
  products: Product[]
  /** 'Showing results for “napa”' when the products were found by another spelling; null otherwise. */
  note: MessageDescriptor | null
}

export async function banglaSuggestions(query: string): Promise<BanglaSuggestions> {
  const { products, matched } = await searchBangla(query, async (q) => (await searchProducts(q, 1)).data)
  return { products, note: matched ? msg`Showing results for “${matched}”` : null }
}
