/**
 * Numbers written in the page's language (issue 16): counts, page numbers, dates and times in
 * Bangla digits on Bangla pages (০-৯). The digits come from Intl (bn-BD's numbering system), not
 * from a table of our own; money has its own formatter (src/lib/money.ts).
 */
import { DEFAULT_LOCALE, intlLocale, type Locale } from './locale'

const digitTables = new Map<Locale, readonly string[]>()

/** The ten digits of a language, as Intl writes them ('০'..'৯' for Bangla). */
function digitsOf(locale: Locale): readonly string[] {
  let table = digitTables.get(locale)
  if (!table) {
    const format = new Intl.NumberFormat(intlLocale(locale), { useGrouping: false })
    table = Array.from({ length: 10 }, (_, digit) => format.format(digit))
    digitTables.set(locale, table)
  }
  return table
}

/**
 * `text` with its ASCII digits written in the language's digits: '03-06-2026, 16:15' ->
 * '০৩-০৬-২০২৬, ১৬:১৫' in Bangla; English text is returned as it is. For numbers already
 * written (dates, times, ranges); a bare number goes through formatCount.
 */
export function localizeDigits(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text
  const table = digitsOf(locale)
  return text.replace(/[0-9]/g, (digit) => table[Number(digit)] ?? digit)
}

const countFormats = new Map<Locale, Intl.NumberFormat>()

/** A count in the language (1,250 / ১,২৫০). */
export function formatCount(value: number, locale: Locale): string {
  let format = countFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 })
    countFormats.set(locale, format)
  }
  return format.format(value)
}
