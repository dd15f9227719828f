import { useLingui } from '@lingui/react/macro'
import styles from './PagePending.module.css'

export interface PagePendingProps {
  /** What is on its way, for screen readers (default: 'Loading the page…' in the page's language). */
  label?: string
}

/**
 * The place of a page that draws its content in the browser (account, checkout, cart, forms: they
 * depend on what this browser holds), while a server-rendered page hydrates: a neutral skeleton
 * of a title and a few lines, never a wrong state such as an empty cart.
 */
export function PagePending({ label }: PagePendingProps) {
  const { t } = useLingui()
  return (
    <div className={styles.pending} role="status" aria-busy="true">
      <span className="visually-hidden">{label ?? t`Loading the page…`}</span>
      <div className={`${styles.bone} ${styles.title}`} aria-hidden="true" />
      <div className={`${styles.bone} ${styles.line}`} aria-hidden="true" />
      <div className={`${styles.bone} ${styles.line}`} aria-hidden="true" />
      <div className={`${styles.bone} ${styles.line} ${styles.short}`} aria-hidden="true" />
    </div>
  )
}
