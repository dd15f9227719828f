/**
 * Money: BDT with the taka sign and 2 decimals, formatted by Intl (never by string hacks), and
 * arithmetic in whole paisa so totals never drift (3 x 33.30 is 99.90, not 99.89999999999999).
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

/** Taka -> whole paisa, rounded half away from zero on the 2nd decimal. */
export function toPaisa(amount: number): number {
  if (!Number.isFinite(amount)) return 0
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100)
}

/** Whole paisa -> taka. */
export function fromPaisa(paisa: number): number {
  return paisa / 100
}

/** Sum of amounts in taka, exact to the paisa. */
export function sumMoney(amounts: readonly number[]): number {
  return fromPaisa(amounts.reduce((total, amount) => total + toPaisa(amount), 0))
}

/** amount x quantity, exact to the paisa. */
export function multiplyMoney(amount: number, quantity: number): number {
  return fromPaisa(toPaisa(amount) * quantity)
}

/** The percentage of an amount, rounded to the paisa. */
export function percentOf(amount: number, percent: number): number {
  return fromPaisa(Math.round((toPaisa(amount) * percent) / 100))
}
