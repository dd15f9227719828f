import { useLingui } from '@lingui/react/macro'
import { useText } from '@/i18n/lingui'
import type { ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { cancelOrder, messageOf } from '@/api'
import {
  CancelOrderForm,
  isCancellable,
  orderStatusLabel,
  StatusMessage,
  type CancelOrderValues,
} from '@/components/account'
import { useOrderDetails } from '@/hooks/useOrders'
import { orderDetailsPath, ROUTES } from '@/lib/paths'
import { ORDER_NOT_FOUND, recordPlaceholder } from './AccountLoadError'
import { AccountPage } from './AccountPage'
import { notifySuccess, TEXTS } from '@/account/feedback'
import { idFromParam } from '@/account/params'

/** Cached answers that show an order's status (list, details, totals). */
function isOrderKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('auth/order')
}

/**
 * /cancel-oreder-request/{id} (login required): the order id and a required reason. Success:
 * 'Cancel Request Sent Successful' and on to /user-profile; any failure is shown under the reason.
 */
export default function CancelOrderPage() {
  const { t } = useLingui()
  const text = useText()
  const id = idFromParam(useParams().id)
  const order = useOrderDetails(id)
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()

  async function send(values: CancelOrderValues) {
    if (id === null) return
    await cancelOrder(id, values.reason)
    notifySuccess(TEXTS.cancelSent)
    void mutate(isOrderKey)
    await navigate(ROUTES.profile)
  }

  const placeholder = recordPlaceholder(id, order, {
    failed: t`This order could not be loaded.`,
    loading: t`Loading the order...`,
    notFound: ORDER_NOT_FOUND,
  })
  let content: ReactNode = placeholder
  if (!placeholder && order.data) {
    const orderCode = order.data.order_id
    // The status label in the page's language (text() translates the labels of an englishTexts table).
    const status = text(orderStatusLabel(order.data.status))
    content = isCancellable(order.data) ? (
      <CancelOrderForm
        orderCode={order.data.order_id}
        onSubmit={send}
        describeFailure={(error) => text(messageOf(error, TEXTS.somethingWrong))}
      />
    ) : (
      <StatusMessage kind="info" action={<Link to={orderDetailsPath(order.data.id)}>{t`View the order`}</Link>}>
        {t`Order #${orderCode} is ${status}: only a Pending order can be cancelled.`}
      </StatusMessage>
    )
  }

  return (
    <AccountPage active="orders" title={t`Cancel Order`}>
      {content}
    </AccountPage>
  )
}
