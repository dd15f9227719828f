import { useLingui } from '@lingui/react/macro'
import { ProfileTable, type Loadable } from '@/components/account'
import { useActiveAddress, useOrderTotal, useWalletBalance } from '@/hooks/useAccount'
import { useSession } from '@/session'
import { AccountPage } from './AccountPage'

/** An SWR answer as a Loadable: loading until data or an error arrives. */
function loadable<T>(data: T | undefined, error: unknown): Loadable<T> {
  if (data !== undefined) return { state: 'ready', value: data }
  return error ? { state: 'error' } : { state: 'loading' }
}

/** /user-profile (login required): the profile table with total orders, active address and wallet. */
export default function ProfilePage() {
  const { t } = useLingui()
  const { user } = useSession()
  const customerId = user?.id ?? null
  const total = useOrderTotal(customerId)
  const address = useActiveAddress(customerId)
  const wallet = useWalletBalance(customerId)

  return (
    <AccountPage active="profile" title={t`My Profile`}>
      {user && (
        <ProfileTable
          customer={user}
          totalOrders={loadable(total.data, total.error)}
          activeAddress={loadable(address.data, address.error)}
          walletBalance={loadable(wallet.data?.order_value, wallet.error)}
        />
      )}
    </AccountPage>
  )
}
