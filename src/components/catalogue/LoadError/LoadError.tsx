import { useText } from '@/i18n/lingui'
import { RETRY_LABEL } from '@/components/form/RetryNote'
import styles from './LoadError.module.css'

export interface LoadErrorProps {
  message: string
  /** Shows a 'Try again' button. */
  onRetry?: () => void
  /** The retry is in flight: the button says so and waits. */
  retrying?: boolean
}

/** A failed load: the message (announced) and a way to try again. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const text = useText()
  return (
    <div className={styles.error}>
      <p role="alert" className={styles.message}>
        {text(message)}
      </p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {text(retrying ? RETRY_LABEL.busy : RETRY_LABEL.idle)}
        </button>
      )}
    </div>
  )
}
