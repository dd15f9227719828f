/**
 * The header search (spec 000 s2 "Search suggestions", s4 "Search", s5, s9): the typed text, the
 * query it becomes (trimmed, 500 ms after typing stops or at once on Enter) and the suggestions
 * for that query (at most 10).
 *
 * The suggestions are SWR data keyed by the query itself, so an answer for an older query can
 * never be shown for a newer one: SWR files a late answer under its own key, and the box only
 * reads the current key. Loading clears the error; a failure shows the server's message or
 * 'Search failed.' with the lists empty; an empty query hides the box and sends nothing.
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import useSWR from 'swr'
import type { MessageDescriptor } from '@lingui/core'
import { catalogueKeys, searchProducts } from '@/api/catalogue'
import type { Product } from '@/api/entities'
import { messageOf, type ApiError } from '@/api/errors'
import { hasBanglaScript } from '@/lib/banglaScript'
import { banglaSearchKey, fetchBanglaSearch } from './banglaSearchFetch'

/** Spec 000 s9. */
export const SEARCH_DEBOUNCE_MS = 500
export const MAX_SUGGESTIONS = 10
export const SEARCH_FAILED = msg`Search failed.`

/**
 * The query a typed text becomes: trimmed; '' means no search. '.' and '..' are no search either:
 * as the one path segment of /search/{query} and of the search call, the browser reads them as
 * "this folder" and "the folder above" (/search/.. is /), so Enter led home and the suggestions
 * showed the API's 'Not Found'.
 */
export function searchQueryOf(text: string): string {
  const query = text.trim()
  return query === '.' || query === '..' ? '' : query
}

/** The first suggestions of an answer (at most 10). */
export function topSuggestions(products: readonly Product[]): Product[] {
  return products.slice(0, MAX_SUGGESTIONS)
}

/** Where Enter takes the shopper (src/lib/paths.ts; re-exported for the shell). */
export { searchPath } from '@/lib/paths'

export type SuggestionStatus = 'idle' | 'loading' | 'error' | 'done'

export interface SearchSuggestions {
  /** The text in the input. */
  text: string
  setText: (text: string) => void
  /** The query the suggestions are for ('' when none). */
  query: string
  /** Sends the current text at once (Enter); returns the query, '' when there is nothing to search. */
  flush: () => string
  status: SuggestionStatus
  suggestions: Product[]
  /** The server's message, or 'Search failed.'. */
  errorMessage: string | null
  /** Which spelling a query in Bangla script matched ('Showing results for “napa”'), or null. */
  note: string | null
}

/** What the box lists: the search call's first page, or for Bangla script the Bangla search's answer. */
interface Suggested {
  data: readonly Product[]
  note?: MessageDescriptor | null
}

/**
 * A query with Bangla script in it goes through the Bangla search (./banglaSearchFetch.ts, issue 24), loaded
 * only then: the first visit carries no part of it. Its own key, so the search call's cache is
 * never given this answer.
 */
function suggestionsFetch(query: string): [key: readonly unknown[], fetch: () => Promise<Suggested>] {
  if (hasBanglaScript(query)) return [banglaSearchKey(query), () => fetchBanglaSearch(query)]
  return [catalogueKeys.search(query, 1), () => searchProducts(query, 1)]
}

/**
 * `enabled: false` (the mobile layout, where the spec shows no suggestions) keeps the text and
 * Enter but sends nothing while typing.
 */
export function useSearchSuggestions({ enabled = true }: { enabled?: boolean } = {}): SearchSuggestions {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [settled, setSettled] = useState('')

  useEffect(() => {
    const next = searchQueryOf(text)
    const timer = window.setTimeout(() => setSettled(next), next === '' ? 0 : SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text])

  // An empty text hides the box at once; anything else waits until typing stops.
  const query = searchQueryOf(text) === '' ? '' : settled

  const flush = useCallback(() => {
    const next = searchQueryOf(text)
    setSettled(next)
    return next
  }, [text])

  const [searchKey, fetchSuggestions] = suggestionsFetch(query)
  const key = enabled && query ? searchKey : null
  const { data, error, isLoading } = useSWR<Suggested, ApiError>(key, fetchSuggestions)

  let status: SuggestionStatus = 'idle'
  if (key) status = isLoading ? 'loading' : error ? 'error' : data ? 'done' : 'loading'

  return {
    text,
    setText,
    query: key ? query : '',
    flush,
    status,
    suggestions: status === 'done' && data ? topSuggestions(data.data) : [],
    errorMessage: status === 'error' ? messageOf(error, t(SEARCH_FAILED)) : null,
    note: status === 'done' && data?.note ? t(data.note) : null,
  }
}
