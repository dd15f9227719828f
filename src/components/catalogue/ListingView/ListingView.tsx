import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Product } from '@/api/entities'
import type { ProductSort } from '@/api/catalogue'
import { Breadcrumb, type BreadcrumbLink } from '../Breadcrumb'
import { Pagination } from '../Pagination'
import { ProductResults, type CartBindings } from '../ProductResults'
import { rangeSummary, useFocusOnChange } from '../shared'
import { SortSelect } from '../SortSelect'
import styles from './ListingView.module.css'
import { useNumbers } from '@/i18n/useNumbers'

export interface ListingViewProps {
  /** The page's h1; null while it is not known yet (a placeholder bar shows). */
  title: string | null
  /** Crumbs after Home, ending with the page on screen. */
  breadcrumb: readonly BreadcrumbLink[]
  /** One page of the products. */
  products: readonly Product[]
  /** Every product of the listing and how many a page holds, for 'Showing 1–20 of 39 products' (when known). */
  total?: number | null
  perPage?: number | null
  loading: boolean
  error?: string | null
  onRetry?: () => void
  /** A retry after the error is in flight. */
  retrying?: boolean
  page: number
  lastPage: number
  hrefForPage: (page: number) => string
  cart: CartBindings
  /** Names the product list for screen readers. */
  listLabel: string
  emptyMessage?: string
  /** The sort select beside the title (the category listings). */
  sort?: { value: ProductSort; onChange: (sort: ProductSort) => void }
  /** Beside the results (the category listings' CategorySidebar); folds above them on a phone. */
  sidebar?: ReactNode
}

/**
 * A page of products (spec 000 "Listing pages" and "Offers page"): breadcrumb, title with the
 * 'Showing…' line, the grid with its skeleton, empty and error states, and First / Previous /
 * 5 pages / Next / Last. The category listings add the sort select and the category sidebar; the
 * offers, a manufacturer's products and a landing page show the products alone.
 */
export function ListingView({
  title,
  breadcrumb,
  products,
  total = null,
  perPage = null,
  loading,
  error,
  onRetry,
  retrying = false,
  page,
  lastPage,
  hrefForPage,
  cart,
  listLabel,
  emptyMessage,
  sort,
  sidebar,
}: ListingViewProps) {
  const { t, i18n } = useLingui()
  const headingRef = useFocusOnChange<HTMLHeadingElement>(page)
  const { digits } = useNumbers()
  const range = loading || error ? null : rangeSummary(page, perPage, products.length, total, i18n)
  const summary = range === null ? null : digits(range)
  const results = (
    <>
      <ProductResults
        products={products}
        loading={loading}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
        emptyMessage={emptyMessage ?? t`No product found`}
        cart={cart}
        label={listLabel}
      />
      {!error && !loading && <Pagination page={page} lastPage={lastPage} hrefFor={hrefForPage} />}
    </>
  )

  return (
    <div className={styles.listing}>
      <Breadcrumb items={breadcrumb} />
      <header className={styles.head}>
        <div className={styles.titles}>
          <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
            {title ?? (
              <>
                <span className={styles.titleBone} aria-hidden="true" />
                <span className="visually-hidden">{t`Loading`}</span>
              </>
            )}
          </h1>
          {/* The line is kept while loading (empty), so the results do not move down when it fills (CLS). */}
          <p className={styles.summary} aria-hidden={summary ? undefined : true}>
            {summary ?? '\u00a0'}
          </p>
        </div>
        {sort && <SortSelect value={sort.value} onChange={sort.onChange} />}
      </header>
      {sidebar ? (
        <div className={styles.body}>
          {sidebar}
          <div className={styles.results}>{results}</div>
        </div>
      ) : (
        results
      )}
    </div>
  )
}
