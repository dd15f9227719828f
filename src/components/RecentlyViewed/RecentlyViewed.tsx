import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Product } from '@/api/entities'
import { englishTexts } from '@/i18n/lingui'
import { ProductRow } from '../home/ProductRow'
import styles from './RecentlyViewed.module.css'

export interface RecentlyViewedProps {
  /** The products viewed last, newest first. */
  products: readonly Product[]
  /**
   * Not known yet (a server-rendered page hydrating: the views are in this browser only): the
   * row's space is kept, empty and silent, so the row appears in it without moving anything.
   */
  pending?: boolean
  inCart: (product: Product) => boolean
  onAddToCart: (product: Product) => void
  onViewItem: (product: Product) => void
  reducedMotion?: boolean
}

/** The row's title, in English (the row shows it in the page's language). */
export const RECENTLY_VIEWED_TITLE = englishTexts({ title: msg`Recently viewed` }).title

/**
 * The products this browser viewed last (home page, empty cart), as a product row. Nothing when
 * there are none; while they are not known, an invisible row of the same height holds the place.
 */
export function RecentlyViewed({
  products,
  pending = false,
  inCart,
  onAddToCart,
  onViewItem,
  reducedMotion = false,
}: RecentlyViewedProps) {
  const { t } = useLingui()
  const title = t`Recently viewed`
  if (pending) {
    return (
      <div className={styles.reserved} aria-hidden="true" data-testid="recently-viewed-reserved">
        <ProductRow
          title={title}
          products={[]}
          loading
          inCart={inCart}
          onAddToCart={onAddToCart}
          onViewItem={onViewItem}
        />
      </div>
    )
  }
  if (products.length === 0) return null
  return (
    <ProductRow
      title={title}
      products={products}
      loading={false}
      inCart={inCart}
      onAddToCart={onAddToCart}
      onViewItem={onViewItem}
      reducedMotion={reducedMotion}
    />
  )
}
