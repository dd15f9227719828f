import { useNumbers } from '@/i18n/useNumbers'
import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router-dom'
import type { Order } from '@/api'
import { OrderTable, StatusMessage } from '@/components/account'
import { Pagination } from '@/components/catalogue/Pagination'
import { useOrders } from '@/hooks/useOrders'
import { ROUTES } from '@/lib/paths'
import { useOneAtATime } from '@/lib/useOneAtATime'
import { useSession } from '@/session'
import { AccountLoadError } from './AccountLoadError'
import { AccountPage } from './AccountPage'
import { orderAgain } from '@/account/orderAgain'
import { pageFromQuery } from '@/account/params'

/** /orders (login required): the order table, paginated with ?page=. */
export default function OrdersPage() {
  const { count } = useNumbers()
  const { t } = useLingui()
  const { user } = useSession()
  const [params] = useSearchParams()
  const page = pageFromQuery(params.get('page'))
  const { data, error, mutate } = useOrders(user?.id ?? null, page)
  // One Order Again at a time; the row in flight shows it.
  const reorder = useOneAtATime<number>()

  let content
  if (error && !data) {
    content = (
      <AccountLoadError error={error} failed={t`Your orders could not be loaded.`} onRetry={() => void mutate()} />
    )
  } else if (!data) {
    content = <StatusMessage kind="loading">{t`Loading your orders...`}</StatusMessage>
  } else if (data.data.length === 0 && page > 1) {
    const pageNumber = count(page)
    content = (
      <StatusMessage kind="info" action={<Link to={ROUTES.orders}>{t`Go to the first page`}</Link>}>
        {t`There are no orders on page ${pageNumber}.`}
      </StatusMessage>
    )
  } else if (data.data.length === 0) {
    content = (
      <StatusMessage kind="empty" action={<Link to="/">{t`Start shopping`}</Link>}>
        {t`You have not placed any orders yet.`}
      </StatusMessage>
    )
  } else {
    const perPage = data.per_page ?? data.data.length
    content = (
      <>
        <OrderTable
          orders={data.data}
          firstNumber={(data.current_page - 1) * perPage + 1}
          reorderingId={reorder.pending}
          onOrderAgain={(order: Order) => void reorder.run(() => orderAgain(order), order.id)}
        />
        <Pagination
          page={data.current_page}
          lastPage={data.last_page}
          hrefFor={(n) => `/orders?page=${n}`}
          label={t`Order pages`}
        />
      </>
    )
  }

  return (
    <AccountPage active="orders" title={t`My Orders`}>
      {content}
    </AccountPage>
  )
}
