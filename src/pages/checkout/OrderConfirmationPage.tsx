import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router-dom'
import { OrderDetails } from '@/components/account/OrderDetails'
import { LoadError } from '@/components/catalogue/LoadError'
import { useOrderConfirmation } from '@/hooks/useCheckoutData'
import { pushPurchaseOnce } from '@/lib/analytics'
import { ROUTES } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useSession } from '@/session/session'
import { successState } from '@/content/success'
import styles from './CheckoutPage.module.css'

/**
 * /order-confirmation/{orderId} (spec 001 s2, s7): the placed order (GET
 * /api/order-confirmation/{orderId}) and, once per order, a purchase event on the analytics data
 * layer (not again on a reload: see pushPurchaseOnce). Also where the mock gateway returns.
 */
export default function OrderConfirmationPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const orderId = useParams().orderId?.trim() || null
  const order = useOrderConfirmation(orderId)
  const { signedIn } = useSession()

  useEffect(() => {
    if (order.data) pushPurchaseOnce(order.data)
  }, [order.data])

  let content
  if (order.data) {
    const orderCode = order.data.order_id
    content = (
      <>
        <div className={styles.thanks} role="status">
          <p>
            <Trans>
              Thank you! Your order <strong>#{orderCode}</strong> has been received. We will call you to confirm the
              delivery.
            </Trans>
          </p>
        </div>
        <OrderDetails order={order.data} lines={order.data.order_details} />
      </>
    )
  } else if (order.error) {
    const notFound = order.error.status === 404
    content = (
      <LoadError
        message={notFound ? t`This order could not be found.` : t`Your order could not be loaded just now.`}
        onRetry={notFound ? undefined : () => void order.mutate()}
        retrying={order.isValidating}
      />
    )
  } else {
    content = (
      <p className={styles.status} role="status" aria-busy="true">
        {t`Loading your order...`}
      </p>
    )
  }

  return (
    <>
      <PageSeo title={documentTitle(t`Order Confirmation`)} />
      <h1 className={styles.title}>{t`Order Confirmation`}</h1>
      {content}
      <p className={styles.links}>
        <Link className={styles.primary} to={ROUTES.success} state={successState('order')}>
          {t`Done`}
        </Link>
        <Link className={styles.secondary} to="/">
          {t`Continue Shopping`}
        </Link>
        {signedIn && (
          <Link className={styles.secondary} to={ROUTES.orders}>
            {t`My Orders`}
          </Link>
        )}
      </p>
    </>
  )
}
