import { createContext, use } from 'react'
import { formatMoney } from '@/lib/money'
import { DEFAULT_LOCALE, type Locale } from './locale'

/**
 * The page's language, from its URL (src/i18n/locale.ts): given by AppFrame in the browser and on
 * the server alike, and by Storybook's language toolbar to every story.
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function useLocale(): Locale {
  return use(LocaleContext)
}

/** The money formatter of the page's language: ৳1,250.00, or ৳১,২৫০.০০ in Bangla. */
export function useMoney(): (amount: number) => string {
  const locale = useLocale()
  return locale === DEFAULT_LOCALE ? formatMoney : (amount) => formatMoney(amount, locale)
}
