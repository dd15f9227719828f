import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import type { CheckoutTotals } from '@/checkout/totals'
import { useMoney } from '@/lib/useMoney'
import { englishTexts, useText } from '@/i18n/lingui'
import { useNumbers } from '@/i18n/useNumbers'
import styles from './OrderSummary.module.css'

export interface SummaryLine {
  id: number
  product_name: string
  qty: number
  /** Unit price paid x qty. */
  total: number
}

export interface OrderSummaryProps {
  lines: readonly SummaryLine[]
  totals: CheckoutTotals
  /** The applied coupon's code, shown beside its discount. */
  couponCode?: string
  /** The amount taken from the wallet (0 when none). */
  walletAmount?: number
  /** What is left to pay after the wallet. */
  amountDue?: number
  /**
   * Calls still in flight: the delivery charge (saved address, areas, area charge), the automatic
   * discount rules, the gift offers. Their figures and the total read 'Calculating...' and the
   * summary is aria-busy until they arrive, so no figure looks final before it is.
   */
  pending?: SummaryPending
  /**
   * What the shopper should know about the figures: a call they depend on failed or is taking
   * long (RetryNote elements, each with 'Try again'), shown under the figures.
   */
  notices?: ReactNode
  /**
   * The cart is not known yet: the server drew the checkout as no visitor in particular and the
   * page is hydrating (the cart lives in this browser). The lines and figures keep their space
   * (RESERVED_LINES lines), empty and silent, and fill in without moving what follows.
   */
  cartPending?: boolean
}

/** Lines whose space is kept while the cart is not known (the common cart: one to three lines). */
export const RESERVED_LINES = 2

/** Holds a line's height in a reserved row or figure (a non-breaking space in a muted bar). */
function Placeholder({ wide = false }: { wide?: boolean }) {
  return (
    <span className={wide ? `${styles.placeholder} ${styles.placeholderWide}` : styles.placeholder}>{'\u00a0'}</span>
  )
}

export interface SummaryPending {
  shipping?: boolean
  discount?: boolean
  offers?: boolean
}

export const CALCULATING = englishTexts({ calculating: msg`Calculating...` }).calculating

function minus(amount: number, formatMoney: (amount: number) => string): string {
  return amount > 0 ? `-${formatMoney(amount)}` : formatMoney(0)
}

/**
 * 'Your order' (spec 001 s2): the product lines, subtotal, shipping, discount and total. The
 * total is the grand total: delivery + cart total - automatic discount - coupon discount.
 */
export function OrderSummary({
  lines,
  totals,
  couponCode = '',
  walletAmount = 0,
  amountDue,
  pending = {},
  notices,
  cartPending = false,
}: OrderSummaryProps) {
  const { t } = useLingui()
  const text = useText()
  const { count } = useNumbers()
  const formatMoney = useMoney()
  const titleId = useId()
  const freeShipping = totals.shipping === 0
  const totalPending = Boolean(pending.shipping || pending.discount)
  const busy = cartPending || totalPending || Boolean(pending.offers)
  const figure = (isPending: boolean | undefined, value: string) =>
    cartPending ? <Placeholder /> : isPending ? <span className={styles.pending}>{text(CALCULATING)}</span> : value
  return (
    <section className={styles.summary} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h2 id={titleId} className={styles.title}>
        {t`Your order`}
      </h2>
      <table className={styles.lines}>
        <caption className={styles.visuallyHidden}>{t`Products in your order`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Product`}</th>
            <th scope="col" className={styles.amount}>
              {t`Total`}
            </th>
          </tr>
        </thead>
        <tbody>
          {cartPending &&
            Array.from({ length: RESERVED_LINES }, (_, index) => (
              <tr key={index} aria-hidden="true" data-testid="summary-line-reserved">
                <td>
                  <Placeholder wide />
                </td>
                <td className={styles.amount}>
                  <Placeholder />
                </td>
              </tr>
            ))}
          {lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.product_name} <span className={styles.qty}>× {count(line.qty)}</span>
              </td>
              <td className={styles.amount}>{formatMoney(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.figures}>
        <div>
          <dt>{t`Subtotal`}</dt>
          <dd data-amount="subtotal">{figure(false, formatMoney(totals.subtotal))}</dd>
        </div>
        <div>
          <dt>{t`Shipping`}</dt>
          <dd data-amount="shipping">
            {figure(pending.shipping, freeShipping ? t`Free` : formatMoney(totals.shipping))}
          </dd>
        </div>
        <div>
          <dt>{t`Discount`}</dt>
          <dd data-amount="discount">{figure(pending.discount, minus(totals.discount, formatMoney))}</dd>
        </div>
        {totals.couponDiscount > 0 && (
          <div>
            <dt>{couponCode ? t`Coupon (${couponCode})` : t`Coupon`}</dt>
            <dd data-amount="coupon">{minus(totals.couponDiscount, formatMoney)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t`Total`}</dt>
          <dd data-amount="total">{figure(totalPending, formatMoney(totals.grandTotal))}</dd>
        </div>
        {walletAmount > 0 && (
          <>
            <div>
              <dt>{t`Paid from wallet`}</dt>
              <dd data-amount="wallet">{minus(walletAmount, formatMoney)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{t`To pay`}</dt>
              <dd data-amount="due">{figure(totalPending, formatMoney(amountDue ?? totals.grandTotal))}</dd>
            </div>
          </>
        )}
      </dl>
      {busy && !cartPending && (
        <p className={styles.pendingNote} role="status">
          {totalPending ? t`Calculating your total...` : t`Checking offers for your order...`}
        </p>
      )}
      {notices && <div className={styles.notices}>{notices}</div>}
    </section>
  )
}
