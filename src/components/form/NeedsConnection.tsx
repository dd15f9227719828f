import { useText } from '@/i18n/lingui'
import { useLingui } from '@lingui/react/macro'
import styles from './form.module.css'

export interface NeedsConnectionProps {
  /**
   * What cannot be done offline, as a whole sentence in the page's language: 'Placing an order
   * needs a connection.' (whole, so each language keeps its own word order).
   */
  need: string
  /** What is kept meanwhile: 'Your cart and what you type here stay as they are.' */
  kept?: string
}

/**
 * Says, while the browser is offline, that a page's main action needs a connection, and what is
 * kept until it returns. Not a live region: the shell's connection notice announces the change.
 */
export function NeedsConnection({ need, kept }: NeedsConnectionProps) {
  const { t } = useLingui()
  const text = useText()
  return (
    <p className={styles.needsConnection}>
      <strong>{t`You are offline.`}</strong> {need}
      {kept ? <> {text(kept)}</> : ''}
    </p>
  )
}
