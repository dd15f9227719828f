import { useId, type ReactNode } from 'react'
import styles from './AuthCard.module.css'

export interface AuthCardProps {
  /** The page's heading (h1), e.g. 'Login'. */
  title: string
  /** A line under the heading. */
  intro?: ReactNode
  /** Links under the form (sign up, other ways to sign in). */
  footer?: ReactNode
  children: ReactNode
}

/** The centred card of the sign-in, registration and password pages. */
export function AuthCard({ title, intro, footer, children }: AuthCardProps) {
  const headingId = useId()
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  )
}
