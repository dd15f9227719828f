import { useLingui } from '@lingui/react/macro'
import type { Product } from '@/api/entities'
import { Breadcrumb, type BreadcrumbLink } from '../Breadcrumb'
import { Pagination } from '../Pagination'
import { ProductResults, type CartBindings } from '../ProductResults'
import { rangeSummary, useFocusOnChange } from '../shared'
import styles from './CollectionView.module.css'
import { useNumbers } from '@/i18n/useNumbers'

export interface CollectionViewProps {
  /** The page's h1; null while not known yet (a placeholder bar shows). */
  title: string | null
  breadcrumb: readonly BreadcrumbLink[]
  /** One page of the products (the page slices the list it got). */
  products: readonly Product[]
  /** Every product of the collection, for the 'Showing 1–20 of 39 products' line. */
  total: number
  loading: boolean
  error?: string | null
  onRetry?: () => void
  /** A retry after the error is in flight. */
  retrying?: boolean
  page: number
  lastPage: number
  perPage: number
  hrefForPage: (page: number) => string
  cart: CartBindings
  emptyMessage?: string
  /** Names the product list for screen readers. */
  listLabel: string
}

/**
 * A product collection paged on the client: the offers page (20 per page, spec 000 "Offers
 * page"), a manufacturer's products and a landing page. Breadcrumb, title, grid with skeleton,
 * empty and error states, and First / Previous / 5 pages / Next / Last.
 */
export function CollectionView({
  title,
  breadcrumb,
  products,
  total,
  loading,
  error,
  onRetry,
  retrying = false,
  page,
  lastPage,
  perPage,
  hrefForPage,
  cart,
  emptyMessage,
  listLabel,
}: CollectionViewProps) {
  const { t, i18n } = useLingui()
  const headingRef = useFocusOnChange<HTMLHeadingElement>(page)
  const { digits } = useNumbers()
  const range = loading || error ? null : rangeSummary(page, perPage, products.length, total, i18n)
  const summary = range === null ? null : digits(range)
  return (
    <div className={styles.collection}>
      <Breadcrumb items={breadcrumb} />
      <header className={styles.head}>
        <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
          {title ?? (
            <>
              <span className={styles.titleBone} aria-hidden="true" />
              <span className="visually-hidden">{t`Loading`}</span>
            </>
          )}
        </h1>
        {summary && <p className={styles.summary}>{summary}</p>}
      </header>
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
    </div>
  )
}
