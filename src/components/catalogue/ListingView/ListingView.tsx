import { useLingui } from '@lingui/react/macro'
import type { Category, Product } from '@/api/entities'
import type { ProductSort } from '@/api/catalogue'
import { Breadcrumb, type BreadcrumbLink } from '../Breadcrumb'
import { CategorySidebar } from '../CategorySidebar'
import { Pagination } from '../Pagination'
import { ProductResults, type CartBindings } from '../ProductResults'
import { rangeSummary, useFocusOnChange } from '../shared'
import { SortSelect } from '../SortSelect'
import styles from './ListingView.module.css'
import { useNumbers } from '@/i18n/useNumbers'

export interface ListingViewProps {
  /** The category's name; null while it is not known yet (a placeholder bar shows). */
  title: string | null
  /** Crumbs after Home, ending with the category on screen. */
  breadcrumb: readonly BreadcrumbLink[]
  categories: readonly Category[]
  categoriesLoading?: boolean
  /** The listing's slug (marks it in the sidebar and opens its main category). */
  activeSlug: string
  products: readonly Product[]
  /** The paginator's total and per_page, when the server sent them. */
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
  sort: ProductSort
  onSortChange: (sort: ProductSort) => void
  cart: CartBindings
}

/**
 * A category listing (spec 000 "Listing pages", routes /product/{slug}, /category/{slug},
 * /sub-category/{slug}): breadcrumb, title, sort select, category sidebar, product grid with its
 * skeleton, 'No product found' when empty, and pagination.
 */
export function ListingView({
  title,
  breadcrumb,
  categories,
  categoriesLoading = false,
  activeSlug,
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
  sort,
  onSortChange,
  cart,
}: ListingViewProps) {
  const { t, i18n } = useLingui()
  const headingRef = useFocusOnChange<HTMLHeadingElement>(page)
  const { digits } = useNumbers()
  const range = loading || error ? null : rangeSummary(page, perPage, products.length, total, i18n)
  const summary = range === null ? null : digits(range)

  return (
    <div className={styles.listing}>
      <Breadcrumb items={breadcrumb} />
      <header className={styles.head}>
        <div className={styles.titles}>
          {title === null ? (
            <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
              <span className={styles.titleBone} aria-hidden="true" />
              <span className="visually-hidden">{t`Loading category`}</span>
            </h1>
          ) : (
            <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
              {title}
            </h1>
          )}
          {/* The line is kept while loading (empty), so the results do not move down when it fills (CLS). */}
          <p className={styles.summary} aria-hidden={summary ? undefined : true}>
            {summary ?? '\u00a0'}
          </p>
        </div>
        <SortSelect value={sort} onChange={onSortChange} />
      </header>
      <div className={styles.body}>
        <CategorySidebar categories={categories} activeSlug={activeSlug} loading={categoriesLoading} />
        <div className={styles.results}>
          <ProductResults
            products={products}
            loading={loading}
            error={error}
            onRetry={onRetry}
            retrying={retrying}
            emptyMessage={t`No product found`}
            cart={cart}
            label={title ? t`Products in ${title}` : t`Products`}
          />
          {!error && <Pagination page={page} lastPage={lastPage} hrefFor={hrefForPage} />}
        </div>
      </div>
    </div>
  )
}
