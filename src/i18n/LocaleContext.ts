import { createContext, use } from 'react'
import { DEFAULT_LOCALE, type Locale } from './locale'

/**
 * The page's language, from its URL (src/i18n/locale.ts): given by AppFrame in the browser and on
 * the server alike, and by Storybook's language toolbar to every story.
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function useLocale(): Locale {
  return use(LocaleContext)
}
