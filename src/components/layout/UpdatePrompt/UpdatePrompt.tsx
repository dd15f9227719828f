import { msg } from '@lingui/core/macro'
import { englishTexts, useText } from '@/i18n/lingui'
import styles from './UpdatePrompt.module.css'

export interface UpdatePromptProps {
  /** The shopper chose to load the new version. */
  onReload: () => void
  /** The new version is being loaded (after 'Reload'). */
  reloading?: boolean
}

export const UPDATE_TEXTS = englishTexts({
  message: msg`A new version is available`,
  reload: msg`Reload`,
  reloading: msg`Reloading…`,
})

/**
 * What the toast says when a new build of the shop has been deployed and is ready: the page
 * reloads only when the shopper asks, never on its own (a checkout in progress stays as it is).
 */
export function UpdatePrompt({ onReload, reloading = false }: UpdatePromptProps) {
  const text = useText()
  return (
    <div className={styles.prompt}>
      <p className={styles.message}>{text(UPDATE_TEXTS.message)}</p>
      <button
        type="button"
        className={styles.reload}
        onClick={onReload}
        disabled={reloading}
        aria-busy={reloading || undefined}
      >
        {text(reloading ? UPDATE_TEXTS.reloading : UPDATE_TEXTS.reload)}
      </button>
    </div>
  )
}
