import { useText } from '@/i18n/lingui'
import type { ReactNode } from 'react'
import styles from './StatusMessage.module.css'

export interface StatusMessageProps {
  /** 'loading' is announced politely and marked busy; 'empty' and 'info' are plain notes. */
  kind: 'loading' | 'empty' | 'info'
  children: ReactNode
  /** A follow-up, e.g. a link to add the first address. */
  action?: ReactNode
}

/** A loading, empty or informational note in place of a list or table. */
export function StatusMessage({ kind, children, action }: StatusMessageProps) {
  const text = useText()
  return (
    <div
      className={`${styles.message} ${styles[kind] ?? ''}`}
      role="status"
      aria-busy={kind === 'loading' || undefined}
    >
      {kind === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
      <p className={styles.text}>{typeof children === 'string' ? text(children) : children}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
