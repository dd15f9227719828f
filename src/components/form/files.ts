/**
 * Rules for files chosen in a form: which types are accepted and how large they may be, checked
 * before anything is uploaded, with messages a shopper can act on.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { englishTextPerLanguage, englishTexts } from '@/i18n/lingui'
import { intlLocale } from '@/i18n/locale'

export interface FileRules {
  /** Accepted MIME types, e.g. ['image/jpeg', 'application/pdf']. */
  types: readonly string[]
  /** Accepted extensions (lower case, no dot): used when the browser reports no MIME type. */
  extensions: readonly string[]
  /** Largest accepted size in bytes. */
  maxBytes: number
  /** How the accepted types are named to the shopper, e.g. 'a JPG, PNG or WEBP image or a PDF'. */
  description: string
  /** The whole sentence said when a file of another type is chosen (with the file's `name`). */
  wrongType: (name: string) => MessageDescriptor
}

const MB = 1024 * 1024

/** Prescriptions: images and PDF up to 5 MB (the shop's limit: mimes jpg,jpeg,png,webp,pdf, max 5120 KB). */
export const PRESCRIPTION_FILE_RULES: FileRules = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  extensions: ['jpg', 'jpeg', 'png', 'webp', 'pdf'],
  maxBytes: 5 * MB,
  description: englishTexts({ description: msg`a JPG, PNG or WEBP image or a PDF` }).description,
  wrongType: (name) => msg`“${name}” cannot be uploaded: choose a JPG, PNG or WEBP image or a PDF.`,
}

/** The value for an `<input type="file" accept>` attribute. */
export function acceptAttribute(rules: FileRules): string {
  return [...rules.types, ...rules.extensions.map((ext) => `.${ext}`)].join(',')
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
}

/** True when the file's type is accepted (by MIME type, or by extension when the type is unknown). */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, rules: FileRules): boolean {
  if (file.type) return rules.types.includes(file.type.toLowerCase())
  return rules.extensions.includes(extensionOf(file.name))
}

export function isImageFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return file.type.toLowerCase().startsWith('image/')
  return /\.(jpe?g|png|webp|gif|bmp|avif)$/i.test(file.name)
}

export function isPdfFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type.toLowerCase() === 'application/pdf' || (!file.type && extensionOf(file.name) === 'pdf')
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** 532 bytes, 240 kB, 4.8 MB: a size as a shopper reads it (Intl, base 1024). */
export function formatFileSize(bytes: number, locale = 'en'): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit >= 2 && value < 100 ? 1 : 0
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    // 'short' reads '532 byte' in English; bytes are written out.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: digits,
  }).format(value)
}

/**
 * A message with a file's name in it, in English (the forms' rules give strings), registered so
 * that the field showing it translates it (`useText`).
 */
function englishProblem(problem: MessageDescriptor): string {
  return englishTexts({ problem }).problem
}

/** Why the file cannot be uploaded, or null when it can. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>, rules: FileRules): string | null {
  const name = file.name
  if (!isAcceptedType(file, rules)) return englishProblem(rules.wrongType(name))
  if (file.size > rules.maxBytes) {
    // The sizes are written for the page's language where it is shown ('৪.৮ MB' on a Bangla page).
    return englishTextPerLanguage((locale) => {
      const size = formatFileSize(file.size, intlLocale(locale))
      const limit = formatFileSize(rules.maxBytes, intlLocale(locale))
      return msg`“${name}” is ${size}; the largest file you can upload is ${limit}.`
    })
  }
  if (file.size === 0) return englishProblem(msg`“${name}” is empty: choose another file.`)
  return null
}
