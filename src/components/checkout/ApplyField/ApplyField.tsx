import { useText } from '@/i18n/lingui'
import { useId, type InputHTMLAttributes } from 'react'
import { describedBy } from '@/components/form'
import styles from './ApplyField.module.css'

export interface ApplyFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'spellCheck' | 'type'
> {
  label: string
  value: string
  onChange: (value: string) => void
  /** The button, or Enter in the field. */
  onApply: () => void
  buttonLabel: string
  buttonDisabled: boolean
  /** The call is in flight (aria-busy on the button). */
  busy?: boolean
  /** Why the last value was refused (a text of the spec, shown in the page's language), or null. */
  error: string | null
}

/**
 * A field with its own Apply button inside the checkout form (the coupon code, the wallet amount):
 * Enter in the field applies the value instead of placing the order; the refusal is said under
 * it (role alert) and described by the field.
 */
export function ApplyField({
  label,
  value,
  onChange,
  onApply,
  buttonLabel,
  buttonDisabled,
  busy = false,
  error,
  ...input
}: ApplyFieldProps) {
  const text = useText()
  const id = useId()
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          {...input}
          id={id}
          className={styles.input}
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, error)}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              onApply()
            }
          }}
        />
        <button
          type="button"
          className={styles.apply}
          disabled={buttonDisabled}
          aria-busy={busy || undefined}
          onClick={onApply}
        >
          {buttonLabel}
        </button>
      </div>
      {error && (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {text(error)}
        </p>
      )}
    </>
  )
}
