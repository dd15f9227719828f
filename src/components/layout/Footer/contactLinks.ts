/**
 * Turns the site metadata's free-text contact fields into links. The backend stores whatever the
 * shop typed ('01712-345678', '+880 1712 345678', 'https://wa.me/8801712345678', an email...).
 */
import { isEmail } from '@/lib/email'

const URL_PATTERN = /^https?:\/\//i

/** `tel:` link for a phone number as written, keeping a leading + and the digits only. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (digits.length < 3) return null
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`
}

/**
 * WhatsApp chat link. A URL is used as is; a number is turned into wa.me's international form,
 * adding Bangladesh's 880 to a local 01XXXXXXXXX number.
 */
export function whatsappHref(value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return null
  if (URL_PATTERN.test(trimmed)) return trimmed
  let digits = trimmed.replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  if (digits.startsWith('0')) digits = `88${digits}`
  return digits.length >= 8 ? `https://wa.me/${digits}` : null
}

export function mailtoHref(email: string): string | null {
  const trimmed = email.trim()
  return isEmail(trimmed) ? `mailto:${trimmed}` : null
}

/** An external http(s) link, or null for anything else (empty, '#', 'javascript:' ...). */
export function externalHref(value: string): string | null {
  const trimmed = value.trim()
  return URL_PATTERN.test(trimmed) ? trimmed : null
}

/** The CEO contact may be an email, a phone number or a URL. */
export function contactHref(value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return null
  if (URL_PATTERN.test(trimmed)) return trimmed
  if (trimmed.includes('@')) return mailtoHref(trimmed)
  return /^[+\d][\d\s().-]*$/.test(trimmed) ? telHref(trimmed) : null
}
