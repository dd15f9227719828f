import { useText } from '@/i18n/lingui'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import styles from './RouteErrorView.module.css'

export interface RouteErrorViewProps {
  /** What went wrong, in the shopper's words. */
  message: string
  /** 'Try again' was pressed. */
  onRetry: () => void
  /** Rendered as the page's main landmark: when the shell (which has one) could not be shown either. */
  landmark?: boolean
}

/** A page that failed to load or to show: what happened, 'Try again' and the way back home. */
export function RouteErrorView({ message, onRetry, landmark = false }: RouteErrorViewProps) {
  const text = useText()
  const { t } = useLingui()
  const titleId = useId()
  const Container = landmark ? 'main' : 'section'
  return (
    <Container className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t`Sorry, this page could not be shown`}</h1>
      <p>{text(message)}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t`Try again`}
        </button>
        <Link className={styles.home} to="/">
          {t`Back to the home page`}
        </Link>
      </div>
    </Container>
  )
}
