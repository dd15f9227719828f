import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/entities'
import { ProductCard, ProductCardSkeleton } from '@/components/ProductCard'
import { SLOW_AUTOPLAY_MS } from '../carouselConfig'
import { Carousel } from '@/components/Carousel'
import styles from './ProductRow.module.css'

export interface ProductRowProps {
  title: string
  /** The heading links here when given. */
  titleHref?: string
  /** 'See more' links here when given. */
  seeMoreHref?: string
  products: readonly Product[]
  loading: boolean
  inCart: (product: Product) => boolean
  onAddToCart: (product: Product) => void
  onViewItem: (product: Product) => void
  /** Images of the first cards load eagerly (a row in the first viewport). */
  eagerCount?: number
  reducedMotion?: boolean
}

/** Skeleton cards of one carousel view: 2 on phones, 5 on desktop, 6 from 1920 px (CSS). */
const SKELETON_COUNT = 6

/**
 * A home product row (spec 000 s2): heading (optionally a link), 'See more', and a product
 * carousel (2 per view on phones, 5 on desktop, 6 from 1920 px; autoplay 6 s). While loading, a
 * row of skeleton cards keeps the row's height. Nothing renders when there are no products (an
 * empty list or a failed call).
 */
export function ProductRow({
  title,
  titleHref,
  seeMoreHref,
  products,
  loading,
  inCart,
  onAddToCart,
  onViewItem,
  eagerCount = 0,
  reducedMotion = false,
}: ProductRowProps) {
  const { t } = useLingui()
  if (!loading && products.length === 0) return null

  // Not a named landmark: the carousel inside is the region named after the row.
  return (
    <section className={styles.row}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          {titleHref ? (
            <Link className={styles.titleLink} to={titleHref}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {seeMoreHref && (
          <Link className={styles.seeMore} to={seeMoreHref}>
            {t`See more`}
            <span className="visually-hidden"> {title}</span>
          </Link>
        )}
      </div>
      {loading ? (
        <div className={styles.skeletons} aria-busy="true" data-testid="product-row-skeleton">
          <p className="visually-hidden" role="status">
            {t`Loading ${title}`}
          </p>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        <Carousel
          kind="product"
          label={title}
          items={products}
          getKey={(product) => product.id}
          renderItem={(product, index) => (
            <ProductCard
              product={product}
              inCart={inCart(product)}
              onAddToCart={onAddToCart}
              onViewItem={onViewItem}
              loading={index < eagerCount ? 'eager' : 'lazy'}
            />
          )}
          autoplayMs={SLOW_AUTOPLAY_MS}
          reducedMotion={reducedMotion}
        />
      )}
    </section>
  )
}
