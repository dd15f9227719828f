/**
 * Renders the real app in a Vitest browser test: the route table of src/app/routes in a memory
 * router, the app's SWR configuration with a fresh cache, and the toasts, as src/app/App.tsx does.
 * The mock shop is reset and the browser storage holds only what the case asks for.
 */
// First, as in src/main.tsx: zod's settings before any schema runs.
import '@/lib/zodConfig'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { routes } from '@/app/routes'
import { swrConfig } from '@/app/swr'
import { Toasts } from '@/app/Toasts'
import { resetSessionCheck } from '@/session/sessionCheck'
import { resetMockShop } from '@mocks/store'
import { applySession, type SessionParameter } from '../../.storybook/session'

export type AppRouter = ReturnType<typeof createMemoryRouter>

export interface RenderedApp {
  router: AppRouter
  container: HTMLElement
  unmount: () => void
}

let mounted: { root: Root; container: HTMLElement } | null = null

/** Unmounts the app rendered last, if any. */
export function unmountApp(): void {
  if (!mounted) return
  const { root, container } = mounted
  mounted = null
  root.unmount()
  container.remove()
  document.querySelectorAll('.Toastify').forEach((node) => node.remove())
}

/** Renders the app at `url` (unmounting the previous one) with `session` in storage. */
export function renderApp(url: string, session?: SessionParameter): RenderedApp {
  unmountApp()
  resetMockShop()
  applySession(session)
  resetSessionCheck()
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <RouterProvider router={router} />
      <Toasts />
    </SWRConfig>,
  )
  mounted = { root, container }
  return { router, container, unmount: unmountApp }
}
