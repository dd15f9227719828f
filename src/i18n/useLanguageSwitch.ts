import { useCallback } from 'react'
import { useLocation } from 'react-router-dom'
import { useLocale } from './LocaleContext'
import { languageCookie, localizePath, type Locale } from './locale'

export interface LanguageSwitchState {
  current: Locale
  other: Locale
  /** The page being viewed, in the other language (path, query and hash kept). */
  href: string
  /** Remembers the choice for the next visit (the `lang` cookie, read by the server too). */
  onSwitch: (locale: Locale) => void
}

/** What the language switch needs on the current page (the shell gives it to LanguageSwitch). */
export function useLanguageSwitch(): LanguageSwitchState {
  const current = useLocale()
  const { pathname, search, hash } = useLocation()
  const other: Locale = current === 'en' ? 'bn' : 'en'
  const onSwitch = useCallback((locale: Locale) => {
    document.cookie = languageCookie(locale)
  }, [])
  return { current, other, href: `${localizePath(pathname, other)}${search}${hash}`, onSwitch }
}
