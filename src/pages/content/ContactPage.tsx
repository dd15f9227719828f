import { useLingui } from '@lingui/react/macro'
import { sendMessage } from '@/api/content'
import { ContactDetails, ContactForm } from '@/components/content'
import { useFormSubmission } from '@/hooks/useFormSubmission'
import { useSiteMeta } from '@/hooks/useSiteMeta'
import { ROUTES } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useSession } from '@/session/session'
import { successState } from '@/content/success'
import { CONTENT_TEXTS } from '@/content/texts'
import styles from './ContentPage.module.css'

const NEXT_STATE = successState('message')

/**
 * /contact-us (spec 001 s2, s8): POST /api/send-message; 'Message Sent Successfull!' then
 * /success; 422 under the fields; else 'Something Wrong!'. The shop's contact details (site
 * metadata) beside the form.
 */
export default function ContactPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  // Loading until an answer or an error: a retry after an error does not bring the placeholder back.
  const { data: meta, error } = useSiteMeta()
  const { signedIn, user } = useSession()
  const { submit, fail } = useFormSubmission(sendMessage, {
    success: CONTENT_TEXTS.messageSent,
    next: ROUTES.success,
    state: NEXT_STATE,
  })
  const prefill = signedIn && user ? { name: user.name, email: user.email, phone: user.phone } : undefined

  return (
    <section className={styles.page} aria-labelledby="contact-title">
      <PageSeo title={documentTitle(t`Contact Us`)} />
      <h1 id="contact-title" className={styles.title}>
        {t`Contact Us`}
      </h1>
      <p className={styles.intro}>{t`Questions about a medicine, an order or a delivery? Write to us.`}</p>
      <div className={styles.columns}>
        <ContactForm onSubmit={submit} onFailure={fail} defaultValues={prefill} />
        <ContactDetails meta={meta ?? null} loading={!meta && !error} />
      </div>
    </section>
  )
}
