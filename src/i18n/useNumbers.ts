import { useLocale } from './LocaleContext'
import { formatCount, localizeDigits } from './numbers'

/**
 * The page's language's numbers (src/i18n/numbers.ts), for components: `digits(text)` writes the
 * digits of a formatted date, time or range, `count(n)` a bare number.
 */
export function useNumbers(): { digits: (text: string) => string; count: (value: number) => string } {
  const locale = useLocale()
  return {
    digits: (text) => localizeDigits(text, locale),
    count: (value) => formatCount(value, locale),
  }
}
