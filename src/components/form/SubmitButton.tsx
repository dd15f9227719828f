import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { use, useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react'
import { englishTexts, useText } from '@/i18n/lingui'
import { OfflineContext } from '../offline'
import styles from './form.module.css'

export type SubmitButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  /** While true the button is disabled, shows `busyLabel` and is marked aria-busy. */
  busy?: boolean
  busyLabel?: ReactNode
}

/** What a form says under its button while the browser is offline. */
export const OFFLINE_SUBMIT_NOTE = englishTexts({
  note: msg`You are offline: sending this needs a connection. What you typed stays here.`,
}).note

/**
 * The submit button of a form: disabled while its request is in flight, so nothing is sent twice.
 * While the browser is offline (OfflineContext) it sends nothing, says why under itself, and
 * stays focusable (aria-disabled); the form keeps what was typed, and sending works again as soon
 * as the connection returns.
 */
export function SubmitButton({
  busy = false,
  busyLabel,
  disabled,
  children,
  className,
  onClick,
  'aria-describedby': describedBy,
  ...button
}: SubmitButtonProps) {
  const { t } = useLingui()
  const text = useText()
  const offline = use(OfflineContext)
  const noteId = useId()
  const blockWhileOffline = (event: MouseEvent<HTMLButtonElement>) => {
    // A click, or Enter in a field (implicit submission clicks this button): nothing is sent.
    if (offline) event.preventDefault()
    else onClick?.(event)
  }
  return (
    <>
      <button
        type="submit"
        className={[styles.submit, className].filter(Boolean).join(' ')}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        aria-disabled={offline || undefined}
        aria-describedby={[describedBy, offline ? noteId : null].filter(Boolean).join(' ') || undefined}
        onClick={blockWhileOffline}
        {...button}
      >
        {busy ? (busyLabel ?? t`Loading...`) : children}
      </button>
      {offline && (
        <span id={noteId} className={styles.offlineNote}>
          {text(OFFLINE_SUBMIT_NOTE)}
        </span>
      )}
    </>
  )
}
