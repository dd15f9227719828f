import { useLingui } from '@lingui/react/macro'
import { HttpStatus } from '@/app/ssr/status'
import { Link, useParams } from 'react-router-dom'
import { isApiError } from '@/api/errors'
import { JobDetails } from '@/components/content'
import { useJob } from '@/hooks/useContent'
import { useSiteMeta } from '@/hooks/useSiteMeta'
import { ROUTES } from '@/lib/paths'
import { excerpt } from '@/lib/sanitize'
import { useDocumentTitle } from '@/lib/title'
import { DESCRIPTION_LENGTH } from '@/seo/head'
import { PageSeo } from '@/app/PageSeo'
import { LoadProblem } from './LoadProblem'
import styles from './ContentPage.module.css'

/** /job-details/{slug} (spec 001 s2): title, application deadline, sanitised description. */
export default function JobDetailsPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { slug } = useParams<{ slug: string }>()
  const { data: job, error, mutate } = useJob(slug)
  const { data: meta } = useSiteMeta()

  if (job) {
    return (
      <>
        <PageSeo title={documentTitle(job.job_title)} description={excerpt(job.job_description, DESCRIPTION_LENGTH)} />
        <JobDetails job={job} applyEmail={meta?.email ?? null} />
      </>
    )
  }

  const notFound = isApiError(error) && error.status === 404
  return (
    <section className={styles.page} aria-labelledby="job-title">
      <PageSeo title={documentTitle(t`Job details`)} noindex={notFound} />
      <h1 id="job-title" className={styles.title}>
        {t`Job details`}
      </h1>
      {!error ? (
        <p className={styles.loading} role="status">
          {t`Loading the job post…`}
        </p>
      ) : notFound ? (
        <LoadProblem>
          <HttpStatus code={404} />
          <p>{t`This job post was not found. The position may have been filled.`}</p>
          <Link to={ROUTES.jobs}>{t`See all job openings`}</Link>
        </LoadProblem>
      ) : (
        <LoadProblem onRetry={() => void mutate()}>
          <p>{t`The job post could not be loaded.`}</p>
        </LoadProblem>
      )}
    </section>
  )
}
