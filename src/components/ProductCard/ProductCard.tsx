import { useLingui } from '@lingui/react/macro'
import { memo, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/entities'
import { productImageUrl } from '@/api/images'
import { PriceDisplay } from '@/components/PriceDisplay'
import { aroundPart, PART } from '@/i18n/aroundPart'
import { productDetailsPath } from '@/lib/paths'
import { isOutOfStock } from '@/rules/product'
import { ProductImage } from '@/components/ProductImage'
import styles from './ProductCard.module.css'

export type HeadingLevel = 2 | 3 | 4 | 5 | 6

export interface ProductCardProps {
  product: Product
  /** The product is already a cart line: the button reads 'View Item' instead of 'Add to Cart'. */
  inCart: boolean
  onAddToCart: (product: Product) => void
  /** 'View Item' opens the cart panel (spec 000 "Product card"). */
  onViewItem: (product: Product) => void
  /** Level of the product name heading; h3 by default (a grid usually sits under an h2). */
  headingLevel?: HeadingLevel
  /** 'eager' for cards above the fold (first row of the home page), 'lazy' otherwise. */
  loading?: 'lazy' | 'eager'
  /**
   * Shown under the price: the price per tablet, capsule or ml (`<UnitPrice>`, issue 24). A slot,
   * so the card itself stays in the first visit's bundle without the unit parser.
   */
  unitPrice?: ReactNode
}

/** Intrinsic size of product images (square); the CSS scales them to the card. */
export const PRODUCT_IMAGE_SIZE = 300

/**
 * A product in a grid or carousel (spec 000 "Product card"): image, name linking to the product
 * page, unit description, price, and the cart button. The name link stretches over the whole card,
 * so the image is clickable too without a second, duplicate link for screen readers. Memoised: when
 * the cart changes, a row or page of cards draws again only the cards whose props changed (the one
 * added, not the twenty beside it), in the click's task and after hydration alike.
 */
export const ProductCard = memo(function ProductCard({
  product,
  inCart,
  onAddToCart,
  onViewItem,
  headingLevel = 3,
  loading = 'lazy',
  unitPrice,
}: ProductCardProps) {
  const { t } = useLingui()
  const Heading = `h${headingLevel}` as const
  const name = product.product_name
  const outOfStock = isOutOfStock(product)
  // The button's text names the product for screen readers: 'Add to Cart Napa 500 mg Tablet'.
  const hiddenName = <span className="visually-hidden">{name}</span>

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ProductImage
          className={styles.image}
          src={productImageUrl(product.main_image)}
          alt={name}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={loading}
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link className={styles.link} to={productDetailsPath(product.slug)} title={name}>
            {name}
          </Link>
        </Heading>
        {product.unit_description && <p className={styles.unit}>{product.unit_description}</p>}
        <PriceDisplay className={styles.price} price={product.price} discountPrice={product.discount_price} size="md" />
        {unitPrice}
      </div>
      <div className={styles.actions}>
        {outOfStock ? (
          <button type="button" className={`${styles.button} ${styles.outOfStock}`} disabled>
            {aroundPart(t`Out of Stock ${PART}`, hiddenName)}
          </button>
        ) : inCart ? (
          <button type="button" className={`${styles.button} ${styles.viewItem}`} onClick={() => onViewItem(product)}>
            {aroundPart(t`View Item ${PART}`, hiddenName)}
          </button>
        ) : (
          <button type="button" className={`${styles.button} ${styles.addToCart}`} onClick={() => onAddToCart(product)}>
            {aroundPart(t`Add to Cart ${PART}`, hiddenName)}
          </button>
        )}
      </div>
    </article>
  )
})
