import { useLingui } from '@lingui/react/macro'
import { Link, useParams } from 'react-router-dom'
import { isCancellable, OrderDetails } from '@/components/account'
import buttons from '@/components/account/buttons.module.css'
import { useOrderDetails, useOrderProducts } from '@/hooks/useOrders'
import { cancelOrderPath, ROUTES } from '@/lib/paths'
import { ORDER_NOT_FOUND, recordPlaceholder } from './AccountLoadError'
import { AccountPage } from './AccountPage'
import { idFromParam } from '@/account/params'

/** /order-details/{id} (login required): every block of the order (spec 001 s2). */
export default function OrderDetailsPage() {
  const { t } = useLingui()
  const id = idFromParam(useParams().id)
  const order = useOrderDetails(id)
  const products = useOrderProducts(id)

  const placeholder = recordPlaceholder(id, order, {
    failed: t`This order could not be loaded.`,
    loading: t`Loading the order...`,
    notFound: ORDER_NOT_FOUND,
  })
  // The product call's lines, or the order's own lines while it loads or when it failed.
  const content =
    placeholder ?? (order.data && <OrderDetails order={order.data} lines={products.data ?? order.data.order_details} />)

  return (
    <AccountPage
      active="orders"
      title={t`Order Details`}
      actions={
        <>
          <Link className={buttons.secondary} to={ROUTES.orders}>
            {t`Back to My Orders`}
          </Link>
          {order.data && isCancellable(order.data) && (
            <Link className={buttons.danger} to={cancelOrderPath(order.data.id)}>
              {t`Cancel Order`}
            </Link>
          )}
        </>
      }
    >
      {content}
    </AccountPage>
  )
}
