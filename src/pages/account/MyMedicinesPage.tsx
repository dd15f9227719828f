import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useMemo } from 'react'
import { addAllToCart, addMedicineToCart } from '@/account/myMedicinesCart'
import { useMyMedicines } from '@/account/useMyMedicines'
import { useRefillReminders } from '@/account/useRefillReminders'
import { usePublicOrigin } from '@/app/ssr/origin'
import { MedicineList, StatusMessage, type ReminderView } from '@/components/account'
import { ROUTES } from '@/lib/paths'
import { useSession } from '@/session'
import { AccountLoadError } from './AccountLoadError'
import { AccountPage } from './AccountPage'

/**
 * /my-medicines (login required; beyond the spec, issue 24): the products of the shopper's past
 * orders with Add to Cart, Add all to cart (no reload) and refill reminders kept in this browser.
 */
export default function MyMedicinesPage() {
  const { t } = useLingui()
  const { user } = useSession()
  const customerId = user?.id ?? null
  const { data, error, mutate } = useMyMedicines(customerId)
  const refill = useRefillReminders(customerId, usePublicOrigin())
  const reminders = useMemo(
    () => new Map<number, ReminderView>([...refill.byProduct].map(([id, r]) => [id, r])),
    [refill.byProduct],
  )

  let content
  if (error && !data) {
    content = (
      <AccountLoadError error={error} failed={t`Your medicines could not be loaded.`} onRetry={() => void mutate()} />
    )
  } else if (!data) {
    content = <StatusMessage kind="loading">{t`Loading your medicines...`}</StatusMessage>
  } else if (data.length === 0) {
    content = (
      <StatusMessage kind="empty" action={<Link to={ROUTES.home}>{t`Start shopping`}</Link>}>
        {t`The products of your orders will be listed here.`}
      </StatusMessage>
    )
  } else {
    content = (
      <MedicineList
        medicines={data}
        reminders={reminders}
        onAdd={addMedicineToCart}
        onAddAll={() => addAllToCart(data)}
        onSaveReminder={refill.save}
        onRemoveReminder={refill.remove}
        onDownloadReminder={(medicine) => void refill.download(medicine)}
        downloadingId={refill.downloadingId}
      />
    )
  }

  return (
    <AccountPage active="medicines" title={t`My Medicines`}>
      {content}
    </AccountPage>
  )
}
