import { Trans, useLingui } from '@lingui/react/macro'
import type { Prescription } from '@/api/entities'
import { uploadUrl } from '@/api/images'
import { formatDay, isoOf } from '../format'
import styles from './PrescriptionTable.module.css'
import { useNumbers } from '@/i18n/useNumbers'

export interface PrescriptionTableProps {
  prescriptions: readonly Prescription[]
}

/** My Prescription (spec 001 s2): upload date, name and a download link per prescription. */
export function PrescriptionTable({ prescriptions }: PrescriptionTableProps) {
  const { t } = useLingui()
  const { digits } = useNumbers()
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t`Your prescriptions`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Upload Date`}</th>
          <th scope="col">{t`Name`}</th>
          <th scope="col">{t`Download`}</th>
        </tr>
      </thead>
      <tbody>
        {prescriptions.map((prescription) => {
          const day = digits(formatDay(prescription.created_at))
          const href = uploadUrl('prescription', prescription.prescription)
          const name = prescription.name.trim() || t`Prescription`
          return (
            <tr key={prescription.id}>
              <td data-label={t`Upload Date`}>
                {day ? <time dateTime={isoOf(prescription.created_at)}>{day}</time> : t`Unknown`}
              </td>
              <th scope="row" data-label={t`Name`}>
                {name}
              </th>
              <td data-label={t`Download`}>
                {href ? (
                  <a className={styles.download} href={href} download target="_blank" rel="noopener noreferrer">
                    {day ? (
                      <Trans>
                        Download
                        <span className="visually-hidden">
                          {' '}
                          prescription of {name} uploaded {day}
                        </span>
                      </Trans>
                    ) : (
                      <Trans>
                        Download<span className="visually-hidden"> prescription of {name}</span>
                      </Trans>
                    )}
                  </a>
                ) : (
                  <span className={styles.muted}>{t`No file`}</span>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
