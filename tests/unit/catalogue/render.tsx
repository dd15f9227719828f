/**
 * Renders routes in happy-dom against the mock shop (tests/setup/unit.ts), with a fresh SWR cache,
 * and records the requests that reach it.
 */
import { act, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { server } from '@mocks/node'
import { swrConfig } from '@/app/swr'

// React's act() is used to flush renders and effects; tell React this is a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export interface Rendered {
  container: HTMLElement
  router: ReturnType<typeof createMemoryRouter>
  requests: Array<{ method: string; url: URL; body: string }>
  unmount: () => void
}

export function renderRoutes(routes: RouteObject[], url: string): Rendered {
  const requests: Rendered['requests'] = []
  const record = async ({ request }: { request: Request }) => {
    requests.push({ method: request.method, url: new URL(request.url), body: await request.clone().text() })
  }
  server.events.on('request:start', record)
  // The pages are lazy: nothing shows until the first one has loaded.
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], { initialEntries: [url] })
  const container = document.createElement('div')
  document.body.append(container)
  let root: Root | null = null
  act(() => {
    root = createRoot(container)
    root.render(
      <StrictMode>
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </StrictMode>,
    )
  })
  return {
    container,
    router,
    requests,
    unmount: () => {
      server.events.removeListener('request:start', record)
      act(() => root?.unmount())
      container.remove()
    },
  }
}

/**
 * Waits (flushing React) until `check` stops throwing. The timeout is a bound, not a timing: a
 * route's first render imports its lazy modules, seconds on a loaded machine.
 */
export async function until(check: () => void, timeout = 15_000): Promise<void> {
  const start = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() - start > timeout) throw error
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20))
      })
    }
  }
}
