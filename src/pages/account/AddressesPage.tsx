import { useLingui } from '@lingui/react/macro'
import type { Text } from '@/i18n/lingui'
import { Link } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { accountKeys, activateAddress, removeAddress, type Address } from '@/api'
import { AddressList, StatusMessage } from '@/components/account'
import buttons from '@/components/account/buttons.module.css'
import { useAddresses } from '@/hooks/useAccount'
import { ROUTES } from '@/lib/paths'
import { useOneAtATime } from '@/lib/useOneAtATime'
import { useSession } from '@/session'
import { AccountLoadError } from './AccountLoadError'
import { AccountPage } from './AccountPage'
import { notifySuccess, notifyWarning, TEXTS } from '@/account/feedback'

/** /my-address (login required): the address list with Active Address, Edit and Delete. */
export default function AddressesPage() {
  const { t } = useLingui()
  const { user } = useSession()
  const customerId = user?.id ?? null
  const { data, error, mutate } = useAddresses(customerId)
  const { mutate: mutateKey } = useSWRConfig()
  const addressAction = useOneAtATime<number>()

  /** Runs one address action at a time; the list and the active address are reloaded after it. */
  function run(address: Address, action: () => Promise<unknown>, success: Text) {
    if (customerId === null) return
    void addressAction.run(async () => {
      try {
        await action()
        notifySuccess(success)
        await Promise.all([mutate(), mutateKey(accountKeys.activeAddress(customerId))])
      } catch (failure) {
        console.warn('Address action failed', failure)
        notifyWarning(TEXTS.somethingWrong)
      }
    }, address.id)
  }

  let content
  if (error && !data) {
    content = (
      <AccountLoadError error={error} failed={t`Your addresses could not be loaded.`} onRetry={() => void mutate()} />
    )
  } else if (!data) {
    content = <StatusMessage kind="loading">{t`Loading your addresses...`}</StatusMessage>
  } else if (data.length === 0) {
    content = (
      <StatusMessage kind="empty" action={<Link to={ROUTES.addAddress}>{t`Add New Address`}</Link>}>
        {t`You have no saved addresses yet.`}
      </StatusMessage>
    )
  } else {
    content = (
      <AddressList
        addresses={data}
        busyId={addressAction.pending}
        onActivate={(address) => run(address, () => activateAddress(address.id), TEXTS.addressActivated)}
        onDelete={(address) => run(address, () => removeAddress(address.id), TEXTS.addressDeleted)}
      />
    )
  }

  return (
    <AccountPage
      active="addresses"
      title={t`Manage Address`}
      actions={
        <Link className={buttons.primary} to={ROUTES.addAddress}>
          {t`Add New Address`}
        </Link>
      }
    >
      {content}
    </AccountPage>
  )
}
