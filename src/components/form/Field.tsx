import { useText } from '@/i18n/lingui'
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import styles from './form.module.css'

interface FieldFrameProps {
  id: string
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  error?: string
  children: ReactNode
}

/** Ids of the hint and error texts, for aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** Label, control, hint and error message: the layout every form field shares. */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  const text = useText()
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {typeof hint === 'string' ? text(hint) : hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {text(error)}
        </p>
      )}
    </div>
  )
}

type Common = { label: ReactNode; hint?: ReactNode; error?: string }

export type TextFieldProps = Common & Omit<ComponentPropsWithRef<'input'>, 'children'>

/** A labelled input; `error` is linked with aria-describedby and sets aria-invalid. */
export function TextField({ label, hint, error, id, required, className, ...input }: TextFieldProps) {
  const autoId = useId()
  const fieldId = id ?? autoId
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <input
        id={fieldId}
        className={[styles.control, className].filter(Boolean).join(' ')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...input}
      />
    </FieldFrame>
  )
}

export type TextareaFieldProps = Common & ComponentPropsWithRef<'textarea'>

export function TextareaField({ label, hint, error, id, required, className, ...textarea }: TextareaFieldProps) {
  const autoId = useId()
  const fieldId = id ?? autoId
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={fieldId}
        className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  )
}

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export type SelectFieldProps = Common &
  Omit<ComponentPropsWithRef<'select'>, 'children'> & {
    options: readonly SelectOption[]
    /** The first, empty choice (e.g. 'Select city'). */
    placeholder?: string
  }

export function SelectField({
  label,
  hint,
  error,
  id,
  required,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const autoId = useId()
  const fieldId = id ?? autoId
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <select
        id={fieldId}
        className={[styles.control, className].filter(Boolean).join(' ')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export type CheckboxFieldProps = { label: ReactNode; hint?: ReactNode; error?: string } & Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'children'
>

export function CheckboxField({ label, hint, error, id, className, ...input }: CheckboxFieldProps) {
  const text = useText()
  const autoId = useId()
  const fieldId = id ?? autoId
  return (
    <div className={styles.checkbox}>
      <input
        id={fieldId}
        type="checkbox"
        className={className}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...input}
      />
      <label htmlFor={fieldId}>{label}</label>
      {hint && (
        <p className={styles.checkboxNote} id={`${fieldId}-hint`}>
          {typeof hint === 'string' ? text(hint) : hint}
        </p>
      )}
      {error && (
        <p className={[styles.error, styles.checkboxNote].join(' ')} id={`${fieldId}-error`}>
          {text(error)}
        </p>
      )}
    </div>
  )
}
