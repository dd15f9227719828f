import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useMoney } from '@/lib/useMoney'
import { ROUTES } from '@/lib/paths'
import styles from './MiniCart.module.css'

export interface MiniCartProps {
  /** The cart total in taka. */
  subtotal: number
  /** Called as 'View Cart' is followed (the panel closes itself with it). */
  onViewCart?: () => void
}

/** The mini-cart (spec 000 "Shell layout"): the subtotal and a View Cart button to /cart. */
export function MiniCart({ subtotal, onViewCart }: MiniCartProps) {
  const { t } = useLingui()
  const formatMoney = useMoney()
  return (
    <div className={styles.mini}>
      <p className={styles.subtotal}>
        <span>{t`Subtotal`}</span>
        <strong data-price="subtotal">{formatMoney(subtotal)}</strong>
      </p>
      <Link className={styles.viewCart} to={ROUTES.cart} onClick={onViewCart}>
        {t`View Cart`}
      </Link>
    </div>
  )
}
