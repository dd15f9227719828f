import { describe, expect, it } from 'vitest'
import { searchProducts } from '@/api/catalogue'
import {
  MAX_SUGGESTIONS,
  SEARCH_DEBOUNCE_MS,
  searchPath,
  searchQueryOf,
  topSuggestions,
} from '@/hooks/useSearchSuggestions'
import { productDetailsPath as suggestionPath } from '@/lib/paths'

describe('search helpers', () => {
  it('trims the query; blank is no query', () => {
    expect(searchQueryOf('  napa 500 ')).toBe('napa 500')
    expect(searchQueryOf(' \t ')).toBe('')
  })

  it("takes '.' and '..' for no query: as a path segment they are folders, not words", () => {
    expect(searchQueryOf(' .. ')).toBe('')
    expect(searchQueryOf('.')).toBe('')
    expect(searchQueryOf('...')).toBe('...')
    expect(searchQueryOf('..5')).toBe('..5')
    expect(searchQueryOf('a/../b')).toBe('a/../b')
  })

  it('uses the spec’s numbers', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500)
    expect(MAX_SUGGESTIONS).toBe(10)
  })

  it('opens /search/{query} and /product-details/{slug} with one encoded segment each', () => {
    expect(searchPath('seclo 20')).toBe('/search/seclo%2020')
    expect(searchPath('a/b?c#d')).toBe('/search/a%2Fb%3Fc%23d')
    expect(searchPath('নাপা')).toBe(`/search/${encodeURIComponent('নাপা')}`)
    expect(suggestionPath('napa-500-mg-tablet')).toBe('/product-details/napa-500-mg-tablet')
  })

  it('keeps at most 10 suggestions of a real answer, in the answer’s order', async () => {
    const answer = await searchProducts('a')
    expect(answer.data.length).toBeGreaterThan(10)
    const top = topSuggestions(answer.data)
    expect(top).toHaveLength(10)
    expect(top.map((p) => p.id)).toEqual(answer.data.slice(0, 10).map((p) => p.id))
    expect(topSuggestions(answer.data.slice(0, 3))).toHaveLength(3)
  })
})
