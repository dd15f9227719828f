import { useLingui } from '@lingui/react/macro'
import { JobList } from '@/components/content'
import { useJobs } from '@/hooks/useContent'
import { useSiteMeta } from '@/hooks/useSiteMeta'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { LoadProblem } from './LoadProblem'
import styles from './ContentPage.module.css'

/** /join-our-team (spec 001 s2): the job posts as cards (GET /api/job-post). */
export default function JobsPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { data: jobs, error, mutate } = useJobs()
  const { data: meta } = useSiteMeta()

  return (
    <section className={styles.page} aria-labelledby="jobs-title">
      <PageSeo title={documentTitle(t`Join Our Team`)} />
      <h1 id="jobs-title" className={styles.title}>
        {t`Join Our Team`}
      </h1>
      <p className={styles.intro}>{t`Help us bring medicines and healthcare to doorsteps across Bangladesh.`}</p>
      {/* Loading until an answer or an error; SWR's own retries after an error keep the message. */}
      {error && !jobs ? (
        <LoadProblem onRetry={() => void mutate()}>
          <p>{t`Job openings could not be loaded.`}</p>
        </LoadProblem>
      ) : (
        <JobList jobs={jobs ?? []} applyEmail={meta?.email ?? null} loading={!jobs} />
      )}
    </section>
  )
}
