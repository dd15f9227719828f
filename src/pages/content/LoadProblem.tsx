import type { ReactNode } from 'react'
import { RETRY_LABEL } from '@/components/form/RetryNote'
import { useText } from '@/i18n/lingui'
import styles from './ContentPage.module.css'

/** A read that failed: what is missing, and a way to try again (or elsewhere). */
export function LoadProblem({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const text = useText()
  return (
    <div className={styles.problem} role="alert">
      {children}
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {text(RETRY_LABEL.idle)}
        </button>
      )}
    </div>
  )
}
