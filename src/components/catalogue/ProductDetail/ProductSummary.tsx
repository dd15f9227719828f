import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/entities'
import { PriceDisplay } from '@/components/PriceDisplay'
import { isOutOfStock } from '@/rules/product'
import { QuantityStepper } from '@/components/QuantityStepper'
import { UnitPrice } from '@/components/UnitPrice'
import { pricePerUnit } from '@/lib/unitPrice'
import { manufacturerPath, stockRequestPath } from '@/lib/paths'
import { MIN_QTY } from '@/rules/quantity'
import { SafeHtml } from '../SafeHtml'
import { ShareLinks, type ShareNetwork } from '../ShareLinks'
import styles from './ProductDetail.module.css'

export interface AppLinks {
  android?: string
  ios?: string
}

export interface ProductSummaryProps {
  product: Product
  /** The SKU (pos_id) shows only to the staff user (id 2). */
  showSku: boolean
  quantity: number
  onIncrement: () => void
  onDecrement: () => void
  /** Adds `quantity` units; the page then resets the stepper to 1. */
  onAddToCart: () => void
  inWishlist: boolean
  onToggleWishlist: () => void
  /** The absolute URL of this page, for the share links. */
  shareUrl: string
  onShare?: (network: ShareNetwork) => void
  appLinks?: AppLinks
}

/**
 * The product page's buying panel (spec 000 "Product detail page"): name, generic, strength,
 * manufacturer link, price (the original struck through when discounted), unit description, SKU
 * for staff, quantity stepper and Add to Cart, or 'Out of Stock' and a 'Request stock' link,
 * wishlist toggle, app note, short description and share links.
 */
export function ProductSummary({
  product,
  showSku,
  quantity,
  onIncrement,
  onDecrement,
  onAddToCart,
  inWishlist,
  onToggleWishlist,
  shareUrl,
  onShare,
  appLinks,
}: ProductSummaryProps) {
  const { t } = useLingui()
  const outOfStock = isOutOfStock(product)
  const name = product.product_name

  return (
    <div className={styles.summary}>
      <h1 className={styles.name}>{name}</h1>
      <dl className={styles.facts}>
        {product.gnerics && (
          <div>
            <dt>{t`Generic`}</dt>
            <dd>{product.gnerics}</dd>
          </div>
        )}
        {product.strength && (
          <div>
            <dt>{t`Strength`}</dt>
            <dd>{product.strength}</dd>
          </div>
        )}
        {product.menufactures && (
          <div>
            <dt>{t`Manufacturer`}</dt>
            <dd>
              <Link to={manufacturerPath(product.menufactures)}>{product.menufactures}</Link>
            </dd>
          </div>
        )}
        {showSku && product.pos_id && (
          <div>
            <dt>{t`SKU`}</dt>
            <dd data-testid="product-sku">{product.pos_id}</dd>
          </div>
        )}
      </dl>

      <PriceDisplay price={product.price} discountPrice={product.discount_price} size="lg" />
      <UnitPrice perUnit={pricePerUnit(product)} />
      {product.unit_description && <p className={styles.unit}>{product.unit_description}</p>}

      {outOfStock ? (
        <div className={styles.stock}>
          <p className={styles.outOfStock}>{t`Out of Stock`}</p>
          <Link className={styles.requestStock} to={stockRequestPath(product.slug)}>
            {t`Request stock`}
          </Link>
        </div>
      ) : (
        <div className={styles.buy}>
          <QuantityStepper
            value={quantity}
            label={name}
            onIncrement={onIncrement}
            onDecrement={onDecrement}
            canDecrement={quantity > MIN_QTY}
          />
          <button type="button" className={styles.addToCart} onClick={onAddToCart}>
            {t`Add to Cart`}
          </button>
        </div>
      )}

      <button type="button" className={styles.wishlist} aria-pressed={inWishlist} onClick={onToggleWishlist}>
        <span className={styles.heart} aria-hidden="true">
          {inWishlist ? '♥' : '♡'}
        </span>
        {t`Wishlist`}
      </button>

      <AppDownloadNote links={appLinks} />

      {product.short_description && (
        <SafeHtml className={styles.short} html={product.short_description} headingBase={2} />
      )}

      <ShareLinks url={shareUrl} title={name} onShare={onShare} />
    </div>
  )
}

/** The app download note (spec 000): store links when the site metadata has them. */
export function AppDownloadNote({ links }: { links?: AppLinks }) {
  const { t } = useLingui()
  const android = links?.android?.trim()
  const ios = links?.ios?.trim()
  return (
    <p className={styles.appNote}>
      {t`Order faster with our app`}
      {android || ios ? ': ' : '.'}
      {android && (
        <a href={android} target="_blank" rel="noopener noreferrer">
          {t`Google Play`}
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      )}
      {android && ios && ' · '}
      {ios && (
        <a href={ios} target="_blank" rel="noopener noreferrer">
          {t`App Store`}
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      )}
    </p>
  )
}
