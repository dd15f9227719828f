import { useLingui } from '@lingui/react/macro'
import type { Job } from '@/api/entities'
import { Link } from 'react-router-dom'
import { DEFAULT_LOCALE, intlLocale } from '@/i18n/locale'
import { useLocale } from '@/i18n/LocaleContext'
import { useServerHtml } from '@/lib/serverHtml'
import { ROUTES } from '@/lib/paths'
import { applyByMailHref, formatDeadline, jobDescriptionHtml } from './jobs'
import styles from './Jobs.module.css'

export interface JobDetailsProps {
  job: Job
  /** The shop's email for Apply by mail; the link is left out without one. */
  applyEmail: string | null
}

/**
 * A job post's page (spec 001 s2): title, application deadline (Intl date) and the description,
 * server HTML rendered only through sanitizeHtml, its headings nested under the title.
 */
export function JobDetails({ job, applyEmail }: JobDetailsProps) {
  const { t } = useLingui()
  const locale = useLocale()
  // English pages keep the day-month-year of en-GB (formatDeadline's default).
  const deadline = formatDeadline(job.last_date, locale === DEFAULT_LOCALE ? undefined : intlLocale(locale))
  const { html } = useServerHtml(job.job_description ?? '', jobDescriptionHtml)
  const mailHref = applyByMailHref(applyEmail, job.job_title)
  return (
    <article className={styles.details} aria-labelledby="job-title">
      <p className={styles.back}>
        <Link to={ROUTES.jobs}>{t`All job openings`}</Link>
      </p>
      <h1 id="job-title" className={styles.detailsTitle}>
        {job.job_title}
      </h1>
      {deadline ? (
        <p className={styles.deadline}>
          {t`Application deadline:`} <time dateTime={deadline.iso}>{deadline.text}</time>
        </p>
      ) : (
        job.last_date && (
          <p className={styles.deadline}>
            {t`Application deadline:`} {job.last_date}
          </p>
        )
      )}
      {job.job_description?.trim() ? (
        // Through sanitizeHtml (jobDescriptionHtml, or the server's for the HTML hydration adopts):
        // scripts, handlers and javascript: URLs are gone.
        <div
          className={styles.description}
          dangerouslySetInnerHTML={{ __html: html ?? '' }}
          suppressHydrationWarning={html === null}
        />
      ) : (
        <p className={styles.description}>{t`No description was given for this job.`}</p>
      )}
      {mailHref && (
        <p>
          <a className={styles.applyButton} href={mailHref}>
            {t`Apply by mail`}
          </a>
        </p>
      )}
    </article>
  )
}
