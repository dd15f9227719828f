import { LANGUAGE_NAMES, type Locale } from '@/i18n/locale'
import styles from './LanguageSwitch.module.css'

export interface LanguageSwitchProps {
  /** The language the page is shown in. */
  current: Locale
  /** The other language, and the same page in it ('/bn/offers' from '/offers'). */
  other: Locale
  href: string
  /** Called before the link is followed (the container remembers the choice). */
  onSwitch?: (locale: Locale) => void
  /** The link's look where it is placed (the category menu gives its rows' class); default: the top strip's. */
  className?: string
}

/**
 * The language switch (issue 16): a link to the same page in the other language, named in that
 * language ('বাংলা' on an English page, 'English' on a Bangla one) and marked with it, so screen
 * readers pronounce it in its own language. A full page load: the server renders the other
 * language (and its font) from the URL.
 */
export function LanguageSwitch({ current, other, href, onSwitch, className = styles.strip }: LanguageSwitchProps) {
  return (
    <a
      className={className}
      href={href}
      hrefLang={other}
      lang={other}
      data-current-language={current}
      onClick={() => onSwitch?.(other)}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  )
}
