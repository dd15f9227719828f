import { DEFAULT_LOCALE } from '@/i18n/locale'
import { useLocale } from '@/i18n/LocaleContext'
import { formatMoney } from './money'

/** The money formatter of the page's language: ৳1,250.00, or ৳১,২৫০.০০ in Bangla. */
export function useMoney(): (amount: number) => string {
  const locale = useLocale()
  return locale === DEFAULT_LOCALE ? formatMoney : (amount) => formatMoney(amount, locale)
}
