import { useEffect, useState, type ReactNode } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { LayoutHintContext } from '@/hooks/useMediaQuery'
import { LocaleContext } from '@/i18n/LocaleContext'
import { I18nContext, i18nFor } from '@/i18n/lingui'
import { VisitorKnown } from '@/lib/hydrated'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locale'
import { readPageNonce, ScriptNonceContext } from './ssr/nonce'
import { PublicOriginContext } from './ssr/origin'
import { hydrationDone, hydrationMiddleware } from './ssr/swrHydration'
import { swrConfig } from './swr'
import { Toasts } from './Toasts'

const browserSwrConfig: SWRConfiguration = { ...swrConfig, use: [hydrationMiddleware] }

/**
 * Ends the hydration window of the SWR hooks once the hydrated tree has committed, and marks the
 * document (`<html data-hydrated>`): from then on the page is interactive (tests and QA wait for it).
 */
function HydrationDone() {
  useEffect(() => {
    hydrationDone()
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}

/**
 * index.html's title (`<title data-default>`) is for the document until the app draws a page:
 * React adopts a title only when it hydrates server HTML (where the server has already put the
 * page's title in its place); on a page the browser draws itself (the static build, or the
 * server's fallback shell) it adds its own, so index.html's is taken away: one title per page.
 */
function DropDefaultTitle() {
  useEffect(() => {
    document.head.querySelector('title[data-default]')?.remove()
  }, [])
  return null
}

/**
 * What surrounds the router, in the browser and on the server alike (the same tree, so React's
 * generated ids agree between the HTML and hydration): the layout hint, SWR and the toasts.
 * `nonce`: the page's CSP nonce, for the structured data's script elements.
 */
export function AppFrame({
  swr,
  locale = DEFAULT_LOCALE,
  mobile,
  origin,
  nonce = null,
  children,
}: {
  swr: SWRConfiguration
  /** The page's language (its URL's). */
  locale?: Locale
  mobile: boolean
  origin: string | null
  nonce?: string | null
  children: ReactNode
}) {
  return (
    <LocaleContext value={locale}>
      <I18nContext value={i18nFor(locale)}>
        <PublicOriginContext value={origin}>
          <ScriptNonceContext value={nonce}>
            <LayoutHintContext value={{ mobile }}>
              <SWRConfig value={swr}>
                <VisitorKnown>{children}</VisitorKnown>
                <Toasts />
                <HydrationDone />
                <DropDefaultTitle />
              </SWRConfig>
            </LayoutHintContext>
          </ScriptNonceContext>
        </PublicOriginContext>
      </I18nContext>
    </LocaleContext>
  )
}

/**
 * The storefront in the browser: SWR's shared cache (primed from the server's answers when the
 * page was server-rendered), the router and the toasts. `mobile` is the layout the server drew;
 * the nonce is the one the server gave the page (none in a static build).
 */
export function App({
  router,
  locale = DEFAULT_LOCALE,
  mobile = false,
  origin = null,
}: {
  router: ReturnType<typeof createBrowserRouter>
  locale?: Locale
  mobile?: boolean
  origin?: string | null
}) {
  // Read once: the page's nonce does not change while it is open.
  const [nonce] = useState(() => readPageNonce())
  return (
    <AppFrame swr={browserSwrConfig} locale={locale} mobile={mobile} origin={origin} nonce={nonce}>
      <RouterProvider router={router} />
    </AppFrame>
  )
}
