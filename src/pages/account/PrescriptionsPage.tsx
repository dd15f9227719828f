import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { PrescriptionTable, StatusMessage } from '@/components/account'
import buttons from '@/components/account/buttons.module.css'
import { usePrescriptions } from '@/hooks/useAccount'
import { ROUTES } from '@/lib/paths'
import { useSession } from '@/session'
import { AccountLoadError } from './AccountLoadError'
import { AccountPage } from './AccountPage'

/** /my-prescription (login required): upload date, name and download link of each prescription. */
export default function PrescriptionsPage() {
  const { t } = useLingui()
  const { user } = useSession()
  const { data, error, mutate } = usePrescriptions(user?.id ?? null)

  let content
  if (error && !data) {
    content = (
      <AccountLoadError
        error={error}
        failed={t`Your prescriptions could not be loaded.`}
        onRetry={() => void mutate()}
      />
    )
  } else if (!data) {
    content = <StatusMessage kind="loading">{t`Loading your prescriptions...`}</StatusMessage>
  } else if (data.length === 0) {
    content = (
      <StatusMessage kind="empty" action={<Link to={ROUTES.uploadPrescription}>{t`Upload Prescription`}</Link>}>
        {t`You have not uploaded any prescriptions yet.`}
      </StatusMessage>
    )
  } else {
    content = <PrescriptionTable prescriptions={data} />
  }

  return (
    <AccountPage
      active="prescriptions"
      title={t`My Prescription`}
      actions={
        <Link className={buttons.primary} to={ROUTES.uploadPrescription}>
          {t`Upload Prescription`}
        </Link>
      }
    >
      {content}
    </AccountPage>
  )
}
