import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { uploadPrescription } from '@/api/content'
import { PrescriptionForm, type PrescriptionFormOutput } from '@/components/content'
import { useFormSubmission } from '@/hooks/useFormSubmission'
import { ROUTES } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useSession } from '@/session/session'
import { successState } from '@/content/success'
import { CONTENT_TEXTS } from '@/content/texts'
import styles from './ContentPage.module.css'

const NEXT_STATE = successState('prescription')

/**
 * /upload-prescription (spec 001 s2, s8): multipart POST with user_id when signed in. Success:
 * 'Prescription Upload Successfull!' and /success; 422 under the fields; else 'Something Wrong!'.
 */
export default function UploadPrescriptionPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { signedIn, user } = useSession()
  const userId = signedIn && user ? user.id : null
  const send = useCallback(
    (values: PrescriptionFormOutput) => uploadPrescription({ ...values, user_id: userId }),
    [userId],
  )
  const { submit, fail } = useFormSubmission(send, {
    success: CONTENT_TEXTS.prescriptionUploaded,
    next: ROUTES.success,
    state: NEXT_STATE,
  })
  const prefill = signedIn && user ? { name: user.name, phone: user.phone, email: user.email } : undefined

  return (
    <section className={styles.page} aria-labelledby="upload-prescription-title">
      <PageSeo title={documentTitle(t`Upload Prescription`)} />
      <h1 id="upload-prescription-title" className={styles.title}>
        {t`Upload Prescription`}
      </h1>
      <p
        className={styles.intro}
      >{t`Send us a photo or PDF of a valid prescription and we will prepare your medicines.`}</p>
      <div className={styles.columns}>
        <PrescriptionForm onSubmit={submit} onFailure={fail} defaultValues={prefill} />
        <aside aria-labelledby="prescription-next-title">
          <h2 id="prescription-next-title" className={styles.asideTitle}>
            {t`What happens next`}
          </h2>
          <ol className={styles.steps}>
            <li>{t`Our pharmacist checks your prescription.`}</li>
            <li>{t`We call you to confirm the medicines and the price.`}</li>
            <li>{t`Your order is delivered to your doorstep.`}</li>
          </ol>
        </aside>
      </div>
    </section>
  )
}
