import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useSession } from '@/session/session'
import styles from './SuccessPage.module.css'
import { successKindOf, type SuccessKind } from '@/content/success'

const TEXTS: Record<SuccessKind | 'general', MessageDescriptor> = {
  prescription: msg`We have received your prescription. Our pharmacist will check it and call you to confirm your order.`,
  message: msg`We have received your message and will get back to you soon.`,
  order: msg`We have received your order and will call you to confirm the delivery.`,
  general: msg`We have received your request and will get back to you soon.`,
}

/**
 * /success: the thank-you page after a prescription upload or a contact message (spec 001 s2),
 * shared with checkout. What it says follows the history state (see ./success.ts). Focus moves to
 * the heading so screen readers announce the outcome.
 */
export default function SuccessPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const location = useLocation()
  const kind = successKindOf(location.state)
  const { signedIn } = useSession()
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    heading.current?.focus()
  }, [])

  return (
    <section className={styles.page} aria-labelledby="success-title">
      <PageSeo title={documentTitle(t`Thank you`)} />
      <svg className={styles.icon} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="currentColor" />
        <path d="M18 33l9 9 19-20" fill="none" stroke="var(--color-text-inverse)" strokeWidth="5" />
      </svg>
      <h1 id="success-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t`Thank you!`}
      </h1>
      <p className={styles.text}>{t(TEXTS[kind ?? 'general'])}</p>
      <p className={styles.links}>
        <Link className={styles.primary} to="/">
          {t`Continue Shopping`}
        </Link>
        {signedIn && kind === 'prescription' && (
          <Link className={styles.secondary} to={ROUTES.prescriptions}>
            {t`My Prescription`}
          </Link>
        )}
        {signedIn && kind === 'order' && (
          <Link className={styles.secondary} to={ROUTES.orders}>
            {t`My Orders`}
          </Link>
        )}
      </p>
    </section>
  )
}
