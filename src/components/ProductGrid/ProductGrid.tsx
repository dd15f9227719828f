import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useText } from '@/i18n/lingui'
import type { Product } from '@/api/entities'
import { ProductCardSkeleton } from '@/components/ProductCard'
import styles from './ProductGrid.module.css'

export interface ProductGridProps {
  products: readonly Product[]
  /** Renders one cell, usually a ProductCard with the page's cart state and callbacks. */
  renderProduct: (product: Product, index: number) => ReactNode
  /** While true the grid shows `skeletonCount` skeleton cards and is marked busy. */
  loading?: boolean
  skeletonCount?: number
  /** Shown instead of the grid when not loading and there are no products. */
  emptyMessage?: ReactNode
  /** Names the list for screen readers, e.g. 'Featured products'. */
  'aria-label'?: string
  /** Announced while loading. */
  loadingLabel?: string
  className?: string
}

/** Skeletons by default: two rows of the widest (5-column) layout. */
export const DEFAULT_SKELETON_COUNT = 10

/**
 * A responsive list of products (spec 000 "Listing pages"): 2 columns at 768 px and below,
 * 4 on desktop, 5 from 1400 px.
 */
export function ProductGrid({
  products,
  renderProduct,
  loading = false,
  skeletonCount = DEFAULT_SKELETON_COUNT,
  emptyMessage,
  'aria-label': ariaLabel,
  loadingLabel,
  className,
}: ProductGridProps) {
  const { t } = useLingui()
  const text = useText()
  const gridClass = [styles.grid, className].filter(Boolean).join(' ')

  if (loading) {
    return (
      <div className={styles.wrapper}>
        <p className="visually-hidden" role="status">
          {loadingLabel ?? t`Loading products`}
        </p>
        <ul className={gridClass} aria-busy="true" aria-label={ariaLabel}>
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i} className={styles.cell}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    )
  }

  if (products.length === 0) {
    return emptyMessage ? (
      <div className={styles.empty}>{typeof emptyMessage === 'string' ? text(emptyMessage) : emptyMessage}</div>
    ) : null
  }

  return (
    <ul className={gridClass} aria-label={ariaLabel}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.cell}>
          {renderProduct(product, index)}
        </li>
      ))}
    </ul>
  )
}
