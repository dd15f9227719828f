import { Link } from 'react-router-dom'
import { formatMoney } from '@/lib/money'
import styles from './CheckoutNotices.module.css'

/** Outside Dhaka (spec 001 s9): the delivery charge is paid in advance by mobile wallet. */
export function AdvancePaymentNote({ charge, phone }: { charge: number; phone?: string }) {
  return (
    <div className={styles.warning} role="note" aria-label="Advance payment">
      <p>
        Delivery outside Dhaka costs <strong>{formatMoney(charge)}</strong>. Please pay this amount in advance by mobile
        wallet (bKash or Nagad)
        {phone ? (
          <>
            {' '}
            to <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </>
        ) : null}{' '}
        before we send your order.
      </p>
    </div>
  )
}

/** A gift rule covers the cart total (spec 001 s9): the gift pack comes with the order. */
export function GiftPackNotice({ giftPack }: { giftPack: string }) {
  return (
    <div className={styles.gift} role="note" aria-label="Gift pack">
      <p>
        Your order qualifies for a free gift: <strong>{giftPack}</strong>.
      </p>
    </div>
  )
}

/** A guest is offered to sign in (spec 001 s2 "Checkout"). */
export function ReturningCustomerPrompt({ loginHref }: { loginHref: string }) {
  return (
    <p className={styles.prompt}>
      Returning customer? <Link to={loginHref}>Click here to login</Link>
    </p>
  )
}

/** The checkout of an empty cart: a way back to the shop. */
export function EmptyCheckout() {
  return (
    <div className={styles.empty}>
      <p>Your cart is empty, so there is nothing to check out yet.</p>
      <Link className={styles.button} to="/">
        Continue Shopping
      </Link>
    </div>
  )
}
