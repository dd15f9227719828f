import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useMoney } from '@/lib/useMoney'
import styles from './CheckoutNotices.module.css'

/** Outside Dhaka (spec 001 s9): the delivery charge is paid in advance by mobile wallet. */
export function AdvancePaymentNote({ charge, phone }: { charge: number; phone?: string }) {
  const { t } = useLingui()
  const formatMoney = useMoney()
  const cost = formatMoney(charge)
  return (
    <div className={styles.warning} role="note" aria-label={t`Advance payment`}>
      <p>
        {phone ? (
          <Trans>
            Delivery outside Dhaka costs <strong>{cost}</strong>. Please pay this amount in advance by mobile wallet
            (bKash or Nagad) to <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> before we send your order.
          </Trans>
        ) : (
          <Trans>
            Delivery outside Dhaka costs <strong>{cost}</strong>. Please pay this amount in advance by mobile wallet
            (bKash or Nagad) before we send your order.
          </Trans>
        )}
      </p>
    </div>
  )
}

export interface MinimumOrderNoteProps {
  /** The checkout minimum (৳200.00). */
  minimum: number
  /** What the cart still lacks to reach it. */
  shortBy: number
  /** For the Place Order button's aria-describedby. */
  id?: string
}

/**
 * The cart total is below the checkout minimum (spec 000 s5, s9), wherever checkout started (a
 * bookmark, a link, a cart emptied in another tab): Place Order stays held, and the way back to
 * the shop is offered.
 */
export function MinimumOrderNote({ minimum, shortBy, id }: MinimumOrderNoteProps) {
  const { t } = useLingui()
  const formatMoney = useMoney()
  const least = formatMoney(minimum)
  const missing = formatMoney(shortBy)
  return (
    <div className={styles.warning} role="note" aria-label={t`Minimum order`}>
      <p id={id}>
        <Trans>
          The minimum order is <strong>{least}</strong>. Add {missing} more to your cart to place this order.
        </Trans>
      </p>
      <p>
        <Link to="/">{t`Continue Shopping`}</Link>
      </p>
    </div>
  )
}

/** A gift rule covers the cart total (spec 001 s9): the gift pack comes with the order. */
export function GiftPackNotice({ giftPack }: { giftPack: string }) {
  const { t } = useLingui()
  return (
    <div className={styles.gift} role="note" aria-label={t`Gift pack`}>
      <p>
        <Trans>
          Your order qualifies for a free gift: <strong>{giftPack}</strong>.
        </Trans>
      </p>
    </div>
  )
}

export interface ReturningCustomerPromptProps {
  loginHref: string
  /**
   * Drawn before the visitor is known (the server's HTML, until hydration): hidden on a page
   * marked `<html data-signed-in>` (src/session/signedInMark.ts), so a signed-in shopper never sees it.
   */
  provisional?: boolean
}

/** A guest is offered to sign in (spec 001 s2 "Checkout"). */
export function ReturningCustomerPrompt({ loginHref, provisional = false }: ReturningCustomerPromptProps) {
  const { t } = useLingui()
  return (
    <p className={provisional ? `${styles.prompt} ${styles.provisional}` : styles.prompt}>
      {t`Returning customer?`} <Link to={loginHref}>{t`Click here to login`}</Link>
    </p>
  )
}

/** The checkout of an empty cart: a way back to the shop. */
export function EmptyCheckout() {
  const { t } = useLingui()
  return (
    <div className={styles.empty}>
      <p>{t`Your cart is empty, so there is nothing to check out yet.`}</p>
      <Link className={styles.button} to="/">
        {t`Continue Shopping`}
      </Link>
    </div>
  )
}
