import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/entities'
import { productImageUrl } from '@/api/images'
import { PriceDisplay } from '@/components/PriceDisplay'
import { isOutOfStock } from '@/rules/product'
import { productDetailsPath } from '@/lib/paths'
import { ProductImage } from '@/components/ProductImage'
import { useFocusAfterRemoval } from '@/lib/useFocusAfterRemoval'
import styles from './WishlistList.module.css'

export interface WishlistListProps {
  products: readonly Product[]
  /** Whether a product is already a cart line: its button reads 'View Item'. */
  inCart: (product: Product) => boolean
  onAddToCart: (product: Product) => void
  /** 'View Item' opens the cart panel. */
  onViewItem: (product: Product) => void
  onRemove: (product: Product) => void
}

export const WISHLIST_IMAGE_SIZE = 96

/**
 * The wishlist's products (spec 000 "/wish-list"): image, name linking to the product page, unit
 * description, price, the cart button ('Add to Cart', 'View Item' or a disabled 'Out of Stock',
 * as on a product card) and Remove. After a removal the focus moves to the next product's Remove
 * (or to 'Continue Shopping' once the list is empty: useFocusAfterRemoval).
 */
export function WishlistList({ products, inCart, onAddToCart, onViewItem, onRemove }: WishlistListProps) {
  const { t } = useLingui()
  const { containerRef, removing } = useFocusAfterRemoval(products, '[data-wishlist-remove]', (product) => product.id)

  const remove = (product: Product) => {
    removing(product)
    onRemove(product)
  }

  return (
    <div ref={containerRef}>
      {products.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{t`Your wishlist is empty.`}</p>
          <Link className={styles.continue} to="/" data-empty-focus="">
            {t`Continue Shopping`}
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t`Wishlist products`}>
          {products.map((product) => {
            const name = product.product_name
            return (
              <li key={product.id} className={styles.item}>
                <ProductImage
                  className={styles.image}
                  src={productImageUrl(product.main_image)}
                  alt=""
                  width={WISHLIST_IMAGE_SIZE}
                  height={WISHLIST_IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                />
                <div className={styles.info}>
                  <h2 className={styles.name}>
                    <Link to={productDetailsPath(product.slug)}>{name}</Link>
                  </h2>
                  {product.unit_description && <p className={styles.unit}>{product.unit_description}</p>}
                  <PriceDisplay price={product.price} discountPrice={product.discount_price} size="md" />
                </div>
                <div className={styles.actions}>
                  {isOutOfStock(product) ? (
                    <button type="button" className={`${styles.button} ${styles.outOfStock}`} disabled>
                      {t`Out of Stock`} <span className="visually-hidden">{name}</span>
                    </button>
                  ) : inCart(product) ? (
                    <button
                      type="button"
                      className={`${styles.button} ${styles.viewItem}`}
                      onClick={() => onViewItem(product)}
                    >
                      {t`View Item`} <span className="visually-hidden">{name}</span>
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={`${styles.button} ${styles.addToCart}`}
                      onClick={() => onAddToCart(product)}
                    >
                      {t`Add to Cart`} <span className="visually-hidden">{name}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.remove}
                    data-wishlist-remove={product.id}
                    onClick={() => remove(product)}
                  >
                    <Trans>
                      Remove <span className="visually-hidden">{name} from the wishlist</span>
                    </Trans>
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
