import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useMoney } from '@/lib/useMoney'
import { useItemsLabel } from '../FloatingCartSummary'
import { ProceedToCheckout } from '../ProceedToCheckout'
import styles from './CartSummary.module.css'

export interface CartSummaryProps {
  /** Units in the cart. */
  count: number
  /** The cart total in taka. */
  subtotal: number
  /** From the machine's snapshot.can({ type: 'CHECKOUT' }). */
  canCheckout: boolean
  onCheckout: () => void
}

/** The /cart page's summary: items, subtotal and 'Proceed to checkout'. */
export function CartSummary({ count, subtotal, canCheckout, onCheckout }: CartSummaryProps) {
  const itemsLabel = useItemsLabel()
  const { t } = useLingui()
  const formatMoney = useMoney()
  const titleId = useId()
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t`Summary`}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t`Items`}</dt>
          <dd>{itemsLabel(count)}</dd>
        </div>
        <div>
          <dt>{t`Subtotal`}</dt>
          <dd data-price="subtotal">{formatMoney(subtotal)}</dd>
        </div>
      </dl>
      <ProceedToCheckout enabled={canCheckout} onProceed={onCheckout} />
    </section>
  )
}
