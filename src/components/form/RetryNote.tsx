import { msg } from '@lingui/core/macro'
import { englishTexts, useText } from '@/i18n/lingui'
import styles from './RetryNote.module.css'

/** The retry button's label, idle and while the shopper's retry is in flight (every 'Try again' of the app). */
export const RETRY_LABEL = englishTexts({ idle: msg`Try again`, busy: msg`Trying again…` })

export interface RetryNoteProps {
  message: string
  /** Shows a 'Try again' button. */
  onRetry?: () => void
  /** The retry is in flight: the button says so and waits. */
  retrying?: boolean
  /** 'error': a call failed (announced at once, role alert); 'info': a call is slow (role status). */
  tone?: 'error' | 'info'
}

/**
 * A short message beside the control or figure a call feeds, with 'Try again': the inline
 * counterpart of the catalogue's LoadError. Phrasing content only, so it fits in a field's hint.
 */
export function RetryNote({ message, onRetry, retrying = false, tone = 'error' }: RetryNoteProps) {
  const text = useText()
  return (
    <span className={[styles.note, tone === 'error' ? styles.error : styles.info].join(' ')}>
      <span role={tone === 'error' ? 'alert' : 'status'}>{text(message)}</span>
      {onRetry && (
        <>
          {' '}
          <button
            type="button"
            className={styles.retry}
            onClick={onRetry}
            disabled={retrying}
            aria-busy={retrying || undefined}
          >
            {text(retrying ? RETRY_LABEL.busy : RETRY_LABEL.idle)}
          </button>
        </>
      )}
    </span>
  )
}
