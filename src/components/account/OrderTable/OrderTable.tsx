import { Trans, useLingui } from '@lingui/react/macro'
import { useText } from '@/i18n/lingui'
import { Link } from 'react-router-dom'
import type { Order } from '@/api/entities'
import { useMoney } from '@/lib/useMoney'
import { cancelOrderPath, orderDetailsPath } from '@/lib/paths'
import buttons from '../buttons.module.css'
import { formatOrderDate, isCancellable, isoOf, orderStatusLabel, paymentLabel } from '../format'
import { StatusBadge } from './StatusBadge'
import styles from './OrderTable.module.css'
import { useNumbers } from '@/i18n/useNumbers'

export interface OrderTableProps {
  orders: readonly Order[]
  /** The # of the first row (11 on page 2 of 10 per page). */
  firstNumber?: number
  /** The order whose items are being put into the cart (Order Again in flight), or null. */
  reorderingId?: number | null
  onOrderAgain: (order: Order) => void
}

/**
 * My Orders (spec 001 s2): #, Order Date (DD-MM-YYYY, HH:mm), Order Id, Status, Payment (method,
 * or COD when none), Amount, and the actions Order Again, view and Cancel (a disabled Cancel for
 * anything but a Pending order). On a phone each order is a card.
 */
export function OrderTable({ orders, firstNumber = 1, reorderingId = null, onOrderAgain }: OrderTableProps) {
  const { t } = useLingui()
  const formatMoney = useMoney()
  const { digits, count } = useNumbers()
  const text = useText()
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t`Your orders`}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t`Order Date`}</th>
          <th scope="col">{t`Order Id`}</th>
          <th scope="col">{t`Status`}</th>
          <th scope="col">{t`Payment`}</th>
          <th scope="col" className={styles.amount}>
            {t`Amount`}
          </th>
          <th scope="col">{t`Action`}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order, index) => {
          const date = digits(formatOrderDate(order.created_at))
          const reordering = reorderingId === order.id
          const orderId = order.order_id
          return (
            <tr key={order.id}>
              <td data-label="#">{count(firstNumber + index)}</td>
              <td data-label={t`Order Date`}>
                {date ? <time dateTime={isoOf(order.created_at)}>{date}</time> : <span>{t`Unknown`}</span>}
              </td>
              <th scope="row" data-label={t`Order Id`} className={styles.orderId}>
                {order.order_id}
              </th>
              <td data-label={t`Status`}>
                <StatusBadge status={order.status} label={text(orderStatusLabel(order.status))} />
              </td>
              <td data-label={t`Payment`}>{paymentLabel(order)}</td>
              <td data-label={t`Amount`} className={styles.amount}>
                {formatMoney(order.amount)}
              </td>
              <td data-label={t`Action`} className={styles.actionCell}>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={`${buttons.primary} ${buttons.small}`}
                    onClick={() => onOrderAgain(order)}
                    disabled={reorderingId !== null}
                    aria-busy={reordering || undefined}
                  >
                    {reordering ? (
                      <Trans>
                        Adding...<span className="visually-hidden"> order {orderId}</span>
                      </Trans>
                    ) : (
                      <Trans>
                        Order Again<span className="visually-hidden"> order {orderId}</span>
                      </Trans>
                    )}
                  </button>
                  <Link className={`${buttons.secondary} ${buttons.small}`} to={orderDetailsPath(order.id)}>
                    <Trans>
                      View<span className="visually-hidden"> order {orderId}</span>
                    </Trans>
                  </Link>
                  {isCancellable(order) ? (
                    <Link className={`${buttons.danger} ${buttons.small}`} to={cancelOrderPath(order.id)}>
                      <Trans>
                        Cancel<span className="visually-hidden"> order {orderId}</span>
                      </Trans>
                    </Link>
                  ) : (
                    <button type="button" className={`${buttons.danger} ${buttons.small}`} disabled>
                      <Trans>
                        Cancel<span className="visually-hidden"> order {orderId}</span>
                      </Trans>
                    </button>
                  )}
                </div>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
