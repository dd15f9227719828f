import { useLingui } from '@lingui/react/macro'
import { registerBusiness } from '@/api/content'
import { B2BRegistrationForm } from '@/components/content'
import { CONTENT_TEXTS } from '@/content/texts'
import { useFormSubmission } from '@/hooks/useFormSubmission'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import styles from './ContentPage.module.css'

/**
 * /b2b-registration (spec 001 s2, s8): POST /api/b-to-b-registration; 'B2B Registration
 * Successful!' and the form is cleared; 422 under the fields; else 'Something Wrong!'.
 */
export default function B2BRegistrationPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { submit, fail } = useFormSubmission(registerBusiness, { success: CONTENT_TEXTS.b2bRegistered })

  return (
    <section className={styles.page} aria-labelledby="b2b-title">
      <PageSeo title={documentTitle(t`B2B Registration`)} />
      <h1 id="b2b-title" className={styles.title}>
        {t`B2B Registration`}
      </h1>
      <p className={styles.intro}>
        {t`Pharmacies, clinics, hospitals and companies: register to buy medicines and healthcare products in bulk.`}
      </p>
      <B2BRegistrationForm onSubmit={submit} onFailure={fail} />
    </section>
  )
}
