import { Trans } from '@lingui/react/macro'
import type { Job } from '@/api/entities'
import { Link } from 'react-router-dom'
import { jobDetailsPath } from '@/lib/paths'
import { applyByMailHref, jobExcerpt } from './jobs'
import styles from './Jobs.module.css'

export type JobHeadingLevel = 2 | 3 | 4

export interface JobCardProps {
  job: Job
  /** The shop's email for Apply by mail; the link is left out without one. */
  applyEmail: string | null
  headingLevel?: JobHeadingLevel
}

/**
 * A job post on Join Our Team (spec 001 s2): title, a 150-character plain-text excerpt of the
 * description, Readmore (the job's page) and Apply by mail. Both links name the job for screen
 * readers, so a list of cards has no run of identical links.
 */
export function JobCard({ job, applyEmail, headingLevel = 2 }: JobCardProps) {
  const title = job.job_title
  const Heading = `h${headingLevel}` as const
  const text = jobExcerpt(job.job_description)
  const mailHref = applyByMailHref(applyEmail, job.job_title)
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>{job.job_title}</Heading>
      {text && <p className={styles.excerpt}>{text}</p>}
      <div className={styles.cardActions}>
        <Link className={styles.readMore} to={jobDetailsPath(job.slug)}>
          <Trans>
            Readmore<span className="visually-hidden"> about {title}</span>
          </Trans>
        </Link>
        {mailHref && (
          <a className={styles.applyLink} href={mailHref}>
            <Trans>
              Apply by mail<span className="visually-hidden"> for {title}</span>
            </Trans>
          </a>
        )}
      </div>
    </article>
  )
}

/** Placeholder of a card while the jobs load (hidden from screen readers). */
export function JobCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="job-card-skeleton">
      <span className={`${styles.skeletonLine} ${styles.skeletonTitle}`} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLine} />
      <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
    </div>
  )
}
