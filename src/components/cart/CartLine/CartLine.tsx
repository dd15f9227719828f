import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { productImageUrl } from '@/api/images'
import { useMoney } from '@/lib/useMoney'
import { productDetailsPath } from '@/lib/paths'
import { discountPriceOf, lineTotal, unitPrice } from '@/lib/pricing'
import { ProductImage } from '@/components/ProductImage'
import type { CartItem } from '../types'
import styles from './CartLine.module.css'

export interface CartLineProps {
  line: CartItem
  /** The quantity control (the app passes its machine-driven QuantityStepper). */
  quantity: ReactNode
  onRemove: (line: CartItem) => void
  /** Wider layout of the /cart page; the panel uses the compact one. */
  layout?: 'compact' | 'wide'
}

export const CART_LINE_IMAGE_SIZE = 64

/**
 * One cart line (spec 000 "Cart panel"): image, name linking to the product page, unit
 * description, the unit price paid (struck-through original when discounted), the quantity
 * control, the line total and the remove action.
 */
export function CartLine({ line, quantity, onRemove, layout = 'compact' }: CartLineProps) {
  const { t } = useLingui()
  const name = line.product_name
  const formatMoney = useMoney()
  const paid = unitPrice(line)
  const discounted = discountPriceOf(line.price, line.discount_price) !== null
  return (
    <article className={`${styles.line} ${styles[layout] ?? ''}`} aria-label={line.product_name} data-line-id={line.id}>
      <ProductImage
        className={styles.image}
        src={productImageUrl(line.main_image)}
        alt=""
        width={CART_LINE_IMAGE_SIZE}
        height={CART_LINE_IMAGE_SIZE}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.info}>
        <p className={styles.name}>
          <Link to={productDetailsPath(line.slug)} title={line.product_name}>
            {line.product_name}
          </Link>
        </p>
        {line.unit_description && <p className={styles.unit}>{line.unit_description}</p>}
        <p className={styles.unitPrice}>
          <span className="visually-hidden">{t`Unit price:`} </span>
          <span data-price="unit">{formatMoney(paid)}</span>
          {discounted && (
            <>
              {' '}
              <del className={styles.original}>
                <span className="visually-hidden">{t`Original price:`} </span>
                {formatMoney(line.price)}
              </del>
            </>
          )}
        </p>
      </div>
      <div className={styles.controls}>
        {quantity}
        <p className={styles.total}>
          <span className="visually-hidden">{t`Line total:`} </span>
          <span data-price="line-total">{formatMoney(lineTotal(line))}</span>
        </p>
        <button type="button" className={styles.remove} data-line-remove={line.id} onClick={() => onRemove(line)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path
              fill="currentColor"
              d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
            />
          </svg>
          <Trans>
            Remove <span className="visually-hidden">{name} from the cart</span>
          </Trans>
        </button>
      </div>
    </article>
  )
}
