export { LanguageSwitch } from './LanguageSwitch'
export type { LanguageSwitchProps } from './LanguageSwitch'
