import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { ToastContainer } from 'react-toastify/unstyled'
import { SWRConfig } from 'swr'
import type { Decorator } from '@storybook/react-vite'
import { swrConfig } from '@/app/swr'
import { activateLanguage, I18nContext, i18nFor } from '@/i18n/lingui'
import { LocaleContext } from '@/i18n/LocaleContext'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locale'

export interface RouteParameter {
  /** The route pattern the story is rendered at, e.g. '/product-details/:slug'. */
  path?: string
  /** The URL the story opens, e.g. '/product-details/napa-500-mg?page=2'. */
  url?: string
}

/** Shows where the story navigated to, so play tests can assert navigation. */
function CurrentLocation() {
  const location = useLocation()
  return (
    <output data-testid="current-location" hidden>
      {location.pathname + location.search}
    </output>
  )
}

/**
 * Renders the story inside a router at `parameters.route`. A story that renders its own data
 * router (`createMemoryRouter`, for useNavigation or a route's error element) sets
 * `parameters.ownRouter: true` and is rendered as it is.
 */
export const withRouter: Decorator = (Story, context) => {
  if (context.parameters.ownRouter === true) return <Story />
  const route = (context.parameters.route ?? {}) as RouteParameter
  const path = route.path ?? '*'
  return (
    <MemoryRouter initialEntries={[route.url ?? '/']}>
      <Routes>
        <Route path={path} element={<Story />} />
        {path !== '*' && <Route path="*" element={<p>Navigated away from the story</p>} />}
      </Routes>
      <CurrentLocation />
    </MemoryRouter>
  )
}

/** Each story gets its own SWR cache, so no story shows the previous story's data. */
export const withIsolatedSWR: Decorator = (Story) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
    <Story />
  </SWRConfig>
)

/** The app's toast container, as the app mounts it (top-right, 5 s by default). */
export const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <ToastContainer position="top-right" autoClose={5000} newestOnTop />
  </>
)

/**
 * The page's language from Storybook's toolbar (globals.locale, issue 16): the stories render as
 * under `/bn` — Bangla numbers and money, `<html lang="bn">` and its font — or as in English.
 * A story can pin one with `globals: { locale: 'bn' }`.
 */
export const withLocale: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals)
  document.documentElement.lang = locale
  return (
    <LocaleContext value={locale}>
      <I18nContext value={i18nFor(locale)}>
        <Story />
      </I18nContext>
    </LocaleContext>
  )
}

function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE
}

/**
 * The story's language's texts, before it renders (a loader): its catalogue is loaded once and
 * made the page's language, for what shows outside React's tree too (toasts).
 */
export async function loadStoryLanguage({ globals }: { globals: Record<string, unknown> }): Promise<void> {
  await activateLanguage(storyLocale(globals))
}
