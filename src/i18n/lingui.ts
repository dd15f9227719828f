/**
 * The interface texts (issue 16, decision 0035): Lingui 5 with compiled catalogues.
 *
 * - Texts are written with Lingui's macros, in English (the spec's texts):
 *     const { t } = useLingui()            (from '@lingui/react/macro', in components)
 *     t`Add to Cart`, t`Showing ${from}-${to} of ${total}`
 *     msg`Add to Cart` (from '@lingui/core/macro', outside components: a descriptor, translated
 *     where it is shown with `i18n._(descriptor)`)
 * - The build keeps each English message in the code, compiled (scripts/lingui-macros.ts), so an
 *   English page needs no catalogue: every text falls back to its English message.
 * - Bangla pages load the compiled Bangla catalogue (src/i18n/locales/bn.po) before they render:
 *   the browser in main.tsx, the server at start-up, Storybook in a loader.
 *
 * `useLingui` here is what the `useLingui` macro compiles to (the "lingui" settings in
 * package.json point the macros at this module): the page's i18n from React's context, so the
 * server renders each request in its URL's language. `i18n` is the browser page's instance, for
 * code that runs outside React in the browser only (toasts).
 */
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { createContext, use, useCallback } from 'react'
import { DEFAULT_LOCALE, intlLocale, isLocale, type Locale } from './locale'

function createI18n(locale: Locale, messages: Messages = {}): I18n {
  return setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } })
}

/** A text: already in the page's language, or a descriptor (`msg`) translated where it is shown. */
export type Text = string | MessageDescriptor

/** The instances of the languages whose catalogue is loaded; English needs none. */
const instances = new Map<Locale, I18n>([[DEFAULT_LOCALE, createI18n(DEFAULT_LOCALE)]])

/** The browser page's instance (activated in its language by `activateLanguage`). */
export const i18n: I18n = createI18n(DEFAULT_LOCALE)

/** Registers a language's compiled catalogue (the server at start-up, the browser before rendering). */
export function registerCatalogue(locale: Locale, messages: Messages): I18n {
  const instance = createI18n(locale, messages)
  instances.set(locale, instance)
  return instance
}

/** The compiled catalogue of a language: a chunk of its own, fetched only for that language. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  if (locale === 'bn') return (await import('./locales/bn.po')).messages
  return {}
}

/** Loads a language's catalogue once and makes it the browser page's language. */
export async function activateLanguage(locale: Locale): Promise<I18n> {
  const instance = instances.get(locale) ?? registerCatalogue(locale, await loadCatalogue(locale))
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages: instance.messages })
  return instance
}

/**
 * A language's instance; English until its catalogue is registered (a page is never rendered in a
 * language before that: main.tsx, the server and Storybook's loader load it first).
 */
export function i18nFor(locale: Locale): I18n {
  return instances.get(locale) ?? instances.get(DEFAULT_LOCALE) ?? createI18n(DEFAULT_LOCALE)
}

export const I18nContext = createContext<I18n>(i18nFor(DEFAULT_LOCALE))

/** How a known English text is written in a language: its descriptor, or one made per language. */
type KnownText = MessageDescriptor | ((locale: Locale) => MessageDescriptor)

/** The English texts of `englishTexts` tables and `englishTextPerLanguage`, each with its descriptor. */
const knownTexts = new Map<string, KnownText>()

/**
 * A table of texts that code outside React produces (form rules' messages, API fallbacks, toasts):
 * the values are the English texts, as the code and its tests have always seen them, and every
 * place that shows a text (a form field's error, an alert, a toast) shows it in the page's
 * language through `translateText`.
 */
export function englishTexts<K extends string>(descriptors: Record<K, MessageDescriptor>): Record<K, string> {
  const english = i18nFor(DEFAULT_LOCALE)
  const texts = {} as Record<K, string>
  for (const key of Object.keys(descriptors) as K[]) {
    const text = english._(descriptors[key])
    knownTexts.set(text, descriptors[key])
    texts[key] = text
  }
  return texts
}

/**
 * One text outside React whose values are numbers written for the language (a file's size, a
 * status code): `describe` makes its descriptor with the values formatted for a language. Returns
 * the English text; `translateText` writes it anew for the page's language, digits included.
 */
export function englishTextPerLanguage(describe: (locale: Locale) => MessageDescriptor): string {
  const text = i18nFor(DEFAULT_LOCALE)._(describe(DEFAULT_LOCALE))
  knownTexts.set(text, describe)
  return text
}

/**
 * A text in the page's language: a descriptor translated; a string of an `englishTexts` table
 * (or of `englishTextPerLanguage`) translated; any other string (a server's message, a product
 * name) as it is.
 */
export function translateText(instance: I18n, text: Text): string {
  if (typeof text !== 'string') return instance._(text)
  const known = knownTexts.get(text)
  if (!known) return text
  if (typeof known !== 'function') return instance._(known)
  return instance._(known(isLocale(instance.locale) ? instance.locale : DEFAULT_LOCALE))
}

/** `translateText` with the page's language, for components: `const text = useText()`. */
export function useText(): (text: Text) => string {
  const instance = use(I18nContext)
  return useCallback((text: Text) => translateText(instance, text), [instance])
}

/** What the `useLingui` macro compiles to: `const { t } = useLingui()` -> `const { _: t } = useLingui()`. */
export function useLingui(): { i18n: I18n; _: I18n['_'] } {
  const instance = use(I18nContext)
  return { i18n: instance, _: instance.t }
}
