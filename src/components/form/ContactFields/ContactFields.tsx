import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { TextField, type TextFieldProps } from '../Field'

/**
 * The shop's contact fields (name, email, phone), each with its one kind of input: the keypad,
 * the autofill token and the type are decided here (rules: src/lib/contactFields.ts).
 */
export type ContactFieldKind = 'name' | 'email' | 'phone'

/** What every phone field is: a tel input with the phone keypad (Bangla digits are taken too, decision 0034). */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email' } as const
export const NAME_INPUT = { autoComplete: 'name' } as const

const INPUT: Record<ContactFieldKind, Partial<TextFieldProps>> = {
  name: NAME_INPUT,
  email: EMAIL_INPUT,
  phone: PHONE_INPUT,
}

/**
 * One field: its kind, what the form's `register(name)` returns (called by the form, so its fields
 * register in their order on screen and the first one in error gets the focus) and its error.
 */
export interface ContactFieldSpec extends UseFormRegisterReturn {
  kind: ContactFieldKind
  /** Required unless said (the star and `required`); an optional email reads 'Email (optional)'. */
  optional?: boolean
  /** Instead of Name / Email / Phone. */
  label?: ReactNode
  maxLength?: number
  error?: string
}

export interface ContactFieldsProps {
  /** The fields in their order on screen. */
  fields: readonly ContactFieldSpec[]
}

/** The name, email and phone fields of a form, in the order and with the labels the form gives. */
export function ContactFields({ fields }: ContactFieldsProps) {
  const { t } = useLingui()
  const labelOf = ({ kind, optional, label }: ContactFieldSpec): ReactNode => {
    if (label !== undefined) return label
    if (kind === 'name') return t`Name`
    if (kind === 'phone') return t`Phone`
    return optional ? t`Email (optional)` : t`Email`
  }
  return (
    <>
      {fields.map(({ kind, optional, label, ...field }) => (
        <TextField
          key={field.name}
          label={labelOf({ kind, optional, label, ...field })}
          {...INPUT[kind]}
          required={!optional}
          {...field}
        />
      ))}
    </>
  )
}
