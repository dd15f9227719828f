/**
 * Whether a search text has Bangla script in it (U+0980..U+09FF), and the SWR key and fetcher of
 * the Bangla search's answer for it. Kept apart from the Bangla search (./banglaSearch.ts), which
 * is imported only when this is true, so the first visit carries a regular expression and an
 * import() and nothing else of it. The header's suggestions and the search page share the key.
 */
import type { MessageDescriptor } from '@lingui/core'
import type { Product } from '@/api/entities'

export function hasBanglaScript(text: string): boolean {
  return /[\u0980-\u09ff]/.test(text)
}

/** The Bangla search's answer: the products, and which spelling they matched (or null). */
export interface BanglaAnswer {
  data: readonly Product[]
  note: MessageDescriptor | null
}

export const banglaSearchKey = (query: string) => ['bangla-search', query] as const

export function fetchBanglaSearch(query: string): Promise<BanglaAnswer> {
  return import('./banglaSuggestions')
    .then((m) => m.banglaSuggestions(query))
    .then((a) => ({ data: a.products, note: a.note }))
}
