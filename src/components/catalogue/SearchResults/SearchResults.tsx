import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { Product } from '@/api/entities'
import { Pagination } from '../Pagination'
import { ProductResults, type CartBindings } from '../ProductResults'
import { rangeSummary, useFocusOnChange } from '../shared'
import styles from './SearchResults.module.css'
import { useNumbers } from '@/i18n/useNumbers'

export interface SearchResultsProps {
  /** The query as the shopper typed it (decoded from the route). */
  query: string
  /** Which spelling a query in Bangla script matched ('Showing results for “napa”', issue 24). */
  note?: string | null
  products: readonly Product[]
  loading: boolean
  /** The server's message, or 'Search failed.' (spec 000 s8). */
  error?: string | null
  onRetry?: () => void
  /** A retry after the error is in flight. */
  retrying?: boolean
  page: number
  lastPage: number
  total?: number | null
  perPage?: number | null
  hrefForPage: (page: number) => string
  cart: CartBindings
  /** A search from the form shown when there is no query (/search): the trimmed, non-empty text. */
  onSearch: (query: string) => void
}

/**
 * The search results page (spec 000 "Search results page"): 'Search Results for' and the query,
 * 'Searching...' while the call is in flight, the error area, the product grid, 'No products
 * found.' and pagination. Without a query it offers a search box instead (phones have no header
 * search bar).
 */
export function SearchResults({
  query,
  note = null,
  products,
  loading,
  error,
  onRetry,
  retrying = false,
  page,
  lastPage,
  total = null,
  perPage = null,
  hrefForPage,
  cart,
  onSearch,
}: SearchResultsProps) {
  const { t, i18n } = useLingui()
  const headingRef = useFocusOnChange<HTMLHeadingElement>(page)
  const { digits } = useNumbers()
  const trimmed = query.trim()

  if (!trimmed) return <EmptyQuery onSearch={onSearch} />

  const range = loading || error ? null : rangeSummary(page, perPage, products.length, total, i18n)
  const summary = range === null ? null : digits(range)
  return (
    <div className={styles.search}>
      <header className={styles.head}>
        <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
          <Trans>
            Search Results for <span className={styles.query}>“{trimmed}”</span>
          </Trans>
        </h1>
        {loading && (
          <p className={styles.status} aria-hidden="true">
            {t`Searching...`}
          </p>
        )}
        {note && !loading && (
          <p className={styles.status} data-testid="search-note">
            {note}
          </p>
        )}
        {/* Always in the page, so a new result count is announced when it arrives (not on mount only). */}
        <p className={styles.status} aria-live="polite" aria-atomic="true">
          {summary}
        </p>
      </header>
      <ProductResults
        products={products}
        loading={loading}
        loadingLabel={t`Searching...`}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
        emptyMessage={t`No products found.`}
        cart={cart}
        label={t`Search results for ${trimmed}`}
      />
      {!error && <Pagination page={page} lastPage={lastPage} hrefFor={hrefForPage} label={t`Search results pages`} />}
    </div>
  )
}

function EmptyQuery({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useLingui()
  const id = useId()
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = text.trim()
    if (next) onSearch(next)
  }
  return (
    <div className={styles.search}>
      <h1 className={styles.title}>{t`Search products`}</h1>
      <form className={styles.form} role="search" aria-label={t`Search products`} onSubmit={submit}>
        <label htmlFor={id}>{t`Medicine, generic or brand name`}</label>
        <div className={styles.formRow}>
          <input
            id={id}
            className={styles.input}
            type="search"
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className={styles.submit}>
            {t`Search`}
          </button>
        </div>
      </form>
    </div>
  )
}
