/**
 * Laravel-like request validation with Laravel's English messages. A field that is absent or
 * empty is checked only by `required`; the other rules run when a value is present (Laravel's
 * behaviour for non-required fields).
 */
import { type FieldErrors, validationFailure } from './failure'

/** A request body as key -> value (JSON values, form strings or Files). */
export type Fields = Record<string, unknown>

/** Returns an error message, or null when the value passes. `attr` is the display name. */
export type Rule = (value: unknown, attr: string, input: Fields) => string | null

/** Laravel's attribute name: snake_case with spaces (userId -> "user id"). */
export function attributeName(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/_/g, ' ')
}

export function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File
}

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (isFile(value)) return value.size === 0 && value.name === ''
  return false
}

/** The value as trimmed text ('' for anything that is not a string or number). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
}

function asNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? n : null
}

export const required: Rule = (value, attr) => (isBlank(value) ? `The ${attr} field is required.` : null)

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const email: Rule = (value, attr) =>
  EMAIL.test(text(value)) ? null : `The ${attr} must be a valid email address.`

export const minLength =
  (min: number): Rule =>
  (value, attr) =>
    text(value).length >= min ? null : `The ${attr} must be at least ${min} characters.`

export const maxLength =
  (max: number): Rule =>
  (value, attr) =>
    text(value).length <= max ? null : `The ${attr} must not be greater than ${max} characters.`

export const same =
  (other: string): Rule =>
  (value, attr, input) =>
    text(value) === text(input[other]) ? null : `The ${attr} and ${attributeName(other)} must match.`

export const numeric: Rule = (value, attr) => (asNumber(value) === null ? `The ${attr} must be a number.` : null)

export const integerBetween =
  (min: number, max: number): Rule =>
  (value, attr) => {
    const n = asNumber(value)
    if (n === null || !Number.isInteger(n)) return `The ${attr} must be an integer.`
    if (n < min) return `The ${attr} must be at least ${min}.`
    if (n > max) return `The ${attr} must not be greater than ${max}.`
    return null
  }

export const digits =
  (count: number): Rule =>
  (value, attr) =>
    new RegExp(`^\\d{${count}}$`).test(text(value)) ? null : `The ${attr} must be ${count} digits.`

export const matches =
  (pattern: RegExp): Rule =>
  (value, attr) =>
    pattern.test(text(value)) ? null : `The ${attr} format is invalid.`

/** Laravel's `unique`: the predicate says whether the value is already taken. */
export const unique =
  (taken: (value: string) => boolean): Rule =>
  (value, attr) =>
    taken(text(value)) ? `The ${attr} has already been taken.` : null

/** Laravel's `exists`: the predicate says whether the value refers to something real. */
export const exists =
  (found: (value: string) => boolean): Rule =>
  (value, attr) =>
    found(text(value)) ? null : `The selected ${attr} is invalid.`

export const file: Rule = (value, attr) => (isFile(value) ? null : `The ${attr} must be a file.`)

export const mimes =
  (extensions: string[]): Rule =>
  (value, attr) => {
    const name = isFile(value) ? value.name.toLowerCase() : ''
    const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : ''
    return extensions.includes(ext) ? null : `The ${attr} must be a file of type: ${extensions.join(', ')}.`
  }

export const image: Rule = (value, attr) => {
  if (!isFile(value)) return `The ${attr} must be an image.`
  const byType = value.type.startsWith('image/')
  const byName = /\.(jpe?g|png|gif|bmp|svg|webp)$/i.test(value.name)
  return byType || byName ? null : `The ${attr} must be an image.`
}

export const maxKilobytes =
  (kb: number): Rule =>
  (value, attr) =>
    isFile(value) && value.size > kb * 1024 ? `The ${attr} must not be greater than ${kb} kilobytes.` : null

export type RuleSet = Record<string, Rule[]>

/** Collects the messages of every failing field (first failing rule per field). */
export function check(input: Fields, rules: RuleSet): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value = input[field]
    const attr = attributeName(field)
    const blank = isBlank(value)
    for (const rule of fieldRules) {
      if (blank && rule !== required) continue
      const message = rule(value, attr, input)
      if (message) {
        errors[field] = [message]
        break
      }
    }
  }
  return errors
}

/** Throws a 422 MockFailure when any field fails. */
export function validate(input: Fields, rules: RuleSet): void {
  const errors = check(input, rules)
  if (Object.keys(errors).length > 0) throw validationFailure(errors)
}
