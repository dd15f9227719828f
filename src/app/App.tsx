import { useEffect, type ReactNode } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { LayoutHintContext } from '@/hooks/useMediaQuery'
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
 * What surrounds the router, in the browser and on the server alike (the same tree, so React's
 * generated ids agree between the HTML and hydration): the layout hint, SWR and the toasts.
 */
export function AppFrame({
  swr,
  mobile,
  origin,
  children,
}: {
  swr: SWRConfiguration
  mobile: boolean
  origin: string | null
  children: ReactNode
}) {
  return (
    <PublicOriginContext value={origin}>
      <LayoutHintContext value={{ mobile }}>
        <SWRConfig value={swr}>
          {children}
          <Toasts />
          <HydrationDone />
        </SWRConfig>
      </LayoutHintContext>
    </PublicOriginContext>
  )
}

/**
 * The storefront in the browser: SWR's shared cache (primed from the server's answers when the
 * page was server-rendered), the router and the toasts. `mobile` is the layout the server drew.
 */
export function App({
  router,
  mobile = false,
  origin = null,
}: {
  router: ReturnType<typeof createBrowserRouter>
  mobile?: boolean
  origin?: string | null
}) {
  return (
    <AppFrame swr={browserSwrConfig} mobile={mobile} origin={origin}>
      <RouterProvider router={router} />
    </AppFrame>
  )
}
