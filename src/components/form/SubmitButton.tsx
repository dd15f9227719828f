import type { ComponentPropsWithRef, ReactNode } from 'react'
import styles from './form.module.css'

export type SubmitButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  /** While true the button is disabled, shows `busyLabel` and is marked aria-busy. */
  busy?: boolean
  busyLabel?: ReactNode
}

/** The submit button of a form: disabled while its request is in flight, so nothing is sent twice. */
export function SubmitButton({
  busy = false,
  busyLabel = 'Loading...',
  disabled,
  children,
  className,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={[styles.submit, className].filter(Boolean).join(' ')}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...button}
    >
      {busy ? busyLabel : children}
    </button>
  )
}
