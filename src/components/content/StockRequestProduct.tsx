import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/entities'
import { productImageUrl } from '@/api/images'
import { PriceDisplay } from '@/components/PriceDisplay'
import { isOutOfStock } from '@/rules/product'
import { productDetailsPath } from '@/lib/paths'
import { ProductImage } from '@/components/ProductImage'
import styles from './StockRequestProduct.module.css'

export interface StockRequestProductProps {
  product: Product
}

/** The product a stock request is for: image, name (to its page), unit description, price, stock. */
export function StockRequestProduct({ product }: StockRequestProductProps) {
  const { t } = useLingui()
  const outOfStock = isOutOfStock(product)
  return (
    <div className={styles.product}>
      <ProductImage className={styles.image} src={productImageUrl(product.main_image)} alt="" width={96} height={96} />
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link to={productDetailsPath(product.slug)}>{product.product_name}</Link>
        </h2>
        {product.unit_description && <p className={styles.unit}>{product.unit_description}</p>}
        <PriceDisplay price={product.price} discountPrice={product.discount_price} size="sm" />
        <p className={outOfStock ? styles.outOfStock : styles.inStock}>{outOfStock ? t`Out of Stock` : t`In stock`}</p>
      </div>
    </div>
  )
}
