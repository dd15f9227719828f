import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useNumbers } from '@/i18n/useNumbers'
import { use } from 'react'
import { useMoney } from '@/lib/useMoney'
import { discountPriceOf, percentOff, type AmountLike } from '@/lib/pricing'
import { OfflineContext } from '../offline'
import styles from './PriceDisplay.module.css'

export type PriceDisplaySize = 'sm' | 'md' | 'lg'

export interface PriceDisplayProps {
  /** The regular price in taka. */
  price: number
  /** The discounted price in taka; shown only when the price rule counts it (src/lib/pricing.ts). */
  discountPrice?: AmountLike
  size?: PriceDisplaySize
  /**
   * Shows a small "-17%" badge next to a valid discount. Not in the spec (the product shows only
   * the discount price and the struck-through original), so it is off unless asked for.
   */
  showDiscountBadge?: boolean
  /**
   * The price may have changed since it was fetched: says so under it. Defaults to whether the
   * browser is offline (OfflineContext), when every price shown is the last one seen.
   */
  stale?: boolean
  className?: string
}

/** The note under a price that may have changed (offline). */
export const STALE_PRICE_NOTE = msg`Last known price: may be out of date`

/**
 * A price in taka (spec 000 "Product card"): the price alone, or the discount price followed by the
 * struck-through original. Screen readers hear "Discounted price ৳1,250.00, Original price
 * ৳1,500.00" because <del> itself is not announced by most of them.
 */
export function PriceDisplay({
  price,
  discountPrice,
  size = 'md',
  showDiscountBadge = false,
  stale,
  className,
}: PriceDisplayProps) {
  const { t } = useLingui()
  const { count } = useNumbers()
  const formatMoney = useMoney()
  const offline = use(OfflineContext)
  const discount = discountPriceOf(price, discountPrice)
  const rootClass = [styles.price, styles[size], className].filter(Boolean).join(' ')
  const staleNote = (stale ?? offline) && (
    <span className={styles.stale} data-price="stale">
      {t(STALE_PRICE_NOTE)}
    </span>
  )

  if (discount === null) {
    return (
      <p className={rootClass}>
        <span className={styles.current}>
          <span className="visually-hidden">{t`Price:`} </span>
          <span data-price="current">{formatMoney(price)}</span>
        </span>
        {staleNote}
      </p>
    )
  }

  const percent = percentOff({ price, discount_price: discount })
  const off = count(percent)
  return (
    <p className={rootClass}>
      <span className={styles.current}>
        <span className="visually-hidden">{t`Discounted price:`} </span>
        <span data-price="current">{formatMoney(discount)}</span>
      </span>{' '}
      <del className={styles.original}>
        <span className="visually-hidden">{t`Original price:`} </span>
        <span data-price="original">{formatMoney(price)}</span>
      </del>
      {showDiscountBadge && percent > 0 && (
        <>
          {' '}
          <span className={styles.badge}>
            <span aria-hidden="true">-{off}%</span>
            <span className="visually-hidden">({t`${off}% off`})</span>
          </span>
        </>
      )}
      {staleNote}
    </p>
  )
}
