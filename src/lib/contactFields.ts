/**
 * The shop's contact fields (name, email, phone): the one rule of each, for every form that asks
 * for them (account, content and checkout forms). A form passes its own messages (each form keeps
 * the spec's wording); the rule itself is written here only (decision 0045).
 */
import { z } from 'zod/mini'
import { toAsciiDigits } from './digits'
import { isEmailOrEmpty } from './email'

/** A Bangladeshi mobile number: 11 digits starting 01. */
export const BD_MOBILE = /^01\d{9}$/

/**
 * The phone as typed, tidied: Bangla digits made ASCII (decision 0034), spaces, dashes, dots and
 * brackets dropped, and the country code (+880 / 880 / 00880) turned into the leading 0, so
 * '+880 1712-345678' and '+৮৮০ ১৭১২-৩৪৫৬৭৮' are '01712345678'.
 */
export function normalizePhone(value: string): string {
  const compact = toAsciiDigits(value)
    .trim()
    .replace(/[\s\-().]/g, '')
  const national = /^(?:\+|00)?880(1\d{9})$/.exec(compact)
  return national ? `0${national[1]}` : compact
}

export function isBdMobile(value: string): boolean {
  return BD_MOBILE.test(normalizePhone(value))
}

/** A name: trimmed; `required` is the form's message for an empty one. */
export function nameField(required: string) {
  return z.string().check(z.trim(), z.minLength(1, { error: required, abort: true }))
}

export interface EmailMessages {
  /** The message for an empty email; without it the email is optional. */
  required?: string
  /** The message for one that is not an email address. */
  invalid: string
}

/** An email: trimmed; empty only when optional, else an address (src/lib/email.ts). */
export function emailField({ required, invalid }: EmailMessages) {
  return z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
      z.refine(isEmailOrEmpty, { error: invalid }),
    )
}

export interface PhoneMessages {
  /** The message for an empty phone; without it the phone is optional. */
  required?: string
  /**
   * The message for a phone that is not a Bangladeshi mobile number. Without it the number's form
   * is left to the server (the account forms: the server's 422 message shows under the field).
   */
  invalid?: string
}

/**
 * A phone: checked and sent tidied (normalizePhone: '০১৭১১-০০০০০০' is sent as 01711000000) while
 * the field keeps what was typed; required and a Bangladeshi mobile number as the form's messages
 * ask.
 */
export function phoneField({ required, invalid }: PhoneMessages) {
  return z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
      ...(invalid ? [z.refine<string>((value) => value === '' || isBdMobile(value), { error: invalid })] : []),
      z.overwrite(normalizePhone),
    )
}
