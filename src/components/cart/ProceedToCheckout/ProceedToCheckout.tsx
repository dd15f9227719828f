import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import styles from './ProceedToCheckout.module.css'

export interface ProceedToCheckoutProps {
  /** From the machine's snapshot.can({ type: 'CHECKOUT' }): a cart total of 200 or more. */
  enabled: boolean
  /** Called as the link is followed (the app pushes begin_checkout and closes the panel). */
  onProceed: () => void
}

/**
 * 'Proceed to checkout' (spec 000 s5): a link to /checkout when the cart total is at least 200;
 * below that a disabled button and no message.
 */
export function ProceedToCheckout({ enabled, onProceed }: ProceedToCheckoutProps) {
  const { t } = useLingui()
  if (!enabled) {
    return (
      <button type="button" className={`${styles.button} ${styles.disabled}`} disabled>
        {t`Proceed to checkout`}
      </button>
    )
  }
  return (
    <Link className={styles.button} to={ROUTES.checkout} onClick={onProceed}>
      {t`Proceed to checkout`}
    </Link>
  )
}
