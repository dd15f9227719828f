import { useLingui } from '@lingui/react/macro'
import type { Job } from '@/api/entities'
import { JobCard, JobCardSkeleton } from './JobCard'
import styles from './Jobs.module.css'

export interface JobListProps {
  jobs: readonly Job[]
  /** The shop's email for Apply by mail (null leaves the links out). */
  applyEmail: string | null
  /** While true: three placeholder cards, the list marked busy and 'Loading job openings' announced. */
  loading?: boolean
}

/** The job openings as a grid of cards: 1 column on a phone, as many 18rem columns as fit otherwise. */
export function JobList({ jobs, applyEmail, loading = false }: JobListProps) {
  const { t } = useLingui()
  if (loading) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {t`Loading job openings`}
        </p>
        <ul className={styles.list} aria-busy="true" aria-label={t`Job openings`}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <JobCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    )
  }
  if (jobs.length === 0) return <p>{t`There are no openings right now. Please check back later.`}</p>
  return (
    <ul className={styles.list} aria-label={t`Job openings`}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} applyEmail={applyEmail} />
        </li>
      ))}
    </ul>
  )
}
