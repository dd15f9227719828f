/**
 * Display helpers of the account screens: order dates (DD-MM-YYYY, HH:mm in Dhaka time, spec 001
 * s2/s9), order status names and the payment column. Dates are read from the server's text once
 * (parseServerTimestamp) and written by Intl, never by cutting the server's string.
 */
import { msg } from '@lingui/core/macro'
import type { Order } from '@/api/entities'
import { englishTextPerLanguage, englishTexts } from '@/i18n/lingui'
import { formatCount } from '@/i18n/numbers'
import { dhakaParts, fromDhakaWallClock, twoDigits } from '@/lib/dhakaTime'

// 2026-06-03T10:15:00.000000Z, 2026-06-03 10:15:00, 2026-06-03T10:15:00+06:00, 2026-06-03
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'))
}

/**
 * The moment a Laravel timestamp names, or null when it is not one. A timestamp without a zone is
 * the shop's local time (Dhaka, by Intl's zone data: src/lib/dhakaTime.ts); a date alone is
 * midnight in Dhaka. An explicit zone ('Z', '+06:00', '-0230') is read as written.
 */
export function parseServerTimestamp(value: string | null | undefined): Date | null {
  const match = TIMESTAMP.exec((value ?? '').trim())
  if (!match) return null
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null
  const millisecond = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0
  // Day 31 of a 30-day month rolls over: not a date.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null
  if (!zone) return fromDhakaWallClock({ year, month, day, hour, minute, second, millisecond })
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
  return new Date(utc - offsetMinutes(zone) * 60_000)
}

/** 03-06-2026 (the Dhaka date of `date`). */
function dhakaDay(date: Date): string {
  const p = dhakaParts(date)
  return `${twoDigits(p.day)}-${twoDigits(p.month)}-${p.year}`
}

/** 03-06-2026, 16:15 (Dhaka time); '' when the value is not a timestamp. */
export function formatOrderDate(value: string | null | undefined): string {
  const date = parseServerTimestamp(value)
  if (!date) return ''
  const p = dhakaParts(date)
  return `${dhakaDay(date)}, ${twoDigits(p.hour)}:${twoDigits(p.minute)}`
}

/** 03-06-2026 (Dhaka date); '' when the value is not a timestamp. */
export function formatDay(value: string | null | undefined): string {
  const date = parseServerTimestamp(value)
  return date ? dhakaDay(date) : ''
}

/** The moment as a machine-readable `datetime` attribute (ISO, UTC). */
export function isoOf(value: string | null | undefined): string | undefined {
  return parseServerTimestamp(value)?.toISOString()
}

/** The status names, in English (shown through `useText`, which translates them). */
export const ORDER_STATUS = englishTexts({
  1: msg`Pending`,
  2: msg`In Progress`,
  3: msg`Delivered`,
  4: msg`Cancelled`,
})
export type OrderStatusCode = 1 | 2 | 3 | 4

/**
 * 1 Pending, 2 In Progress, 3 Delivered, 4 Cancelled (spec 001 s3); other codes are shown as
 * numbers. In English: the page shows it through `useText`, which translates it.
 */
export function orderStatusLabel(code: number): string {
  const known: Partial<Record<number, string>> = ORDER_STATUS
  const label = known[code]
  if (label !== undefined) return label
  return englishTextPerLanguage((locale) => {
    const status = formatCount(code, locale)
    return msg`Status ${status}`
  })
}

/** Only a Pending order may be cancelled (spec 001 s4). */
export function isCancellable(order: Pick<Order, 'status'>): boolean {
  return order.status === 1
}

/** The Payment column: the payment method, or COD when there is none (spec 001 s2). */
export function paymentLabel(order: Pick<Order, 'payment_method'>): string {
  const method = order.payment_method.trim()
  return method ? method.toUpperCase() : 'COD'
}
