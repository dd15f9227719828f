import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import styles from './EmptyCart.module.css'

export interface EmptyCartProps {
  /** Called when 'Continue Shopping' is followed (the panel closes itself with it). */
  onContinueShopping?: () => void
}

/** The empty cart (spec 000 "Cart panel and empty cart"): the spec's text and a link home. */
export function EmptyCart({ onContinueShopping }: EmptyCartProps) {
  const { t } = useLingui()
  return (
    <div className={styles.empty}>
      <svg className={styles.icon} aria-hidden="true" viewBox="0 0 48 48" width="64" height="64" focusable="false">
        <path
          fill="currentColor"
          d="M14 16v-2a10 10 0 0 1 20 0v2h6l-2 28H10L8 16h6Zm4 0h12v-2a6 6 0 0 0-12 0v2Zm-6.7 4 1.4 20h22.6l1.4-20H11.3Z"
        />
      </svg>
      <p className={styles.text}>{t`You Have 0 Item in your Bag`}</p>
      <Link className={styles.link} to="/" data-empty-focus="" onClick={onContinueShopping}>
        {t`Continue Shopping`}
      </Link>
    </div>
  )
}
