/**
 * Money shown: BDT with the taka sign and 2 decimals, formatted by Intl (never by string hacks).
 * The arithmetic in whole paisa is a rule of its own: src/rules/money.ts.
 */

import { intlLocale, type Locale } from '@/i18n/locale'

const formatters = new Map<Locale, Intl.NumberFormat>()

function formatterFor(locale: Locale): Intl.NumberFormat {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'BDT',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    formatters.set(locale, formatter)
  }
  return formatter
}

/**
 * ৳1,250.00 (English) or ৳১,২৫০.০০ (Bangla: Intl's bn-BD digits and lakh grouping, ৳১২,৩৪,৫৬৭.৫০)
 * — the one money formatter of the app. bn-BD writes the sign after the amount (১,২৫০.০০৳); the
 * shop writes it first in both languages, so Intl's parts are put in that order. Non-finite
 * amounts show as zero.
 */
export function formatMoney(amount: number, locale: Locale = 'en'): string {
  const parts = formatterFor(locale).formatToParts(Number.isFinite(amount) ? amount : 0)
  if (locale === 'en') return parts.map((part) => part.value).join('')
  const sign = parts.filter((part) => part.type === 'minusSign' || part.type === 'plusSign')
  const currency = parts.filter((part) => part.type === 'currency')
  const rest = parts.filter((part) => !sign.includes(part) && !currency.includes(part) && part.type !== 'literal')
  return [...sign, ...currency, ...rest].map((part) => part.value).join('')
}
