/**
 * Calendar days ('2026-12-12'; the day in Dhaka of an instant is dhakaDay in src/lib/dhakaTime.ts):
 * days added to a day, and a day written for the page's language by Intl ('12 Dec 2026', '১২ ডিসে, ২০২৬').
 * A calendar day is not an instant: it is built and formatted in UTC, so no time zone shifts it.
 */
import { intlLocale, type Locale } from '@/i18n/locale'

/** 'YYYY-MM-DD'. */
export type CalendarDay = string

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day as [year, month 1-12, day], or null when the text is not a real calendar day. */
export function dayParts(day: string): [number, number, number] | null {
  const match = DAY.exec(day)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const date = Number(match[3])
  const utc = new Date(Date.UTC(year, month - 1, date))
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null
  return [year, month, date]
}

export function isCalendarDay(value: unknown): value is CalendarDay {
  return typeof value === 'string' && dayParts(value) !== null
}

function fromUtc(date: Date): CalendarDay {
  return date.toISOString().slice(0, 10)
}

/** The device's own calendar day at `instant` (a reminder is due by the shopper's calendar). */
export function localDay(instant: Date = new Date()): CalendarDay {
  const month = String(instant.getMonth() + 1).padStart(2, '0')
  const date = String(instant.getDate()).padStart(2, '0')
  return `${instant.getFullYear()}-${month}-${date}`
}

/** `day` moved by `days` (negative: back); throws on a text that is not a day. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const parts = dayParts(day)
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a programming error, never shown
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`)
  const [year, month, date] = parts
  return fromUtc(new Date(Date.UTC(year, month - 1, date + days)))
}

/** '12 Dec 2026' (English), '১২ ডিসে, ২০২৬' (Bangla): Intl's medium date in the page's language; '' when not a day. */
export function formatCalendarDay(day: CalendarDay, locale: Locale): string {
  const parts = dayParts(day)
  if (!parts) return ''
  const [year, month, date] = parts
  return new Intl.DateTimeFormat(intlLocale(locale) === 'en' ? 'en-GB' : intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)))
}
