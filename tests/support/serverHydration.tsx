/**
 * Server HTML hydrated by the browser's app, for unit tests (tests/unit/server/hydration.test.tsx,
 * tests/unit/server/hydrationRenders.isolated.test.tsx): the server renders a route (the mock shop
 * answers), the HTML goes into a container and its head tags into the document's head, SWR's cache
 * is primed with the payload, and the app hydrates it as src/main.tsx does. A test file calls
 * `setUpServerHydration()` once, at its top level, and `hydrate(path)` in its tests.
 */
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToPipeableStream } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from '@mocks/node'
import { mockSession } from '@mocks/session'
import { getProductDetails } from '@/api/catalogue'
import { configureClient, type ClientConfig } from '@/api/client'
import { AppFrame } from '@/app/App'
import { routes } from '@/app/routes'
import { loadMatchedRoutes } from '@/app/ssr/lazyRoutes'
import { expectHydration, hydrationDone, hydrationMiddleware, primeCache } from '@/app/ssr/swrHydration'
import { swrConfig } from '@/app/swr'
import { cartStore } from '@/cart/cartStore'
import { renderPage } from '@/server/render'
import { configureServerApi } from '@/server/setup'
import { splitHoisted } from '@/server/html'
import { sessionStore } from '@/session/session'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export const ORIGIN = 'http://localhost:3000'
let previous: ClientConfig
let root: Root | null = null
const NONCE = 'n'
let emptyHead = ''

/** Registers the file's set-up and clean-up (call once, at the test file's top level). */
export function setUpServerHydration(): void {
  beforeAll(() => {
    previous = configureClient({})
    emptyHead = document.head.innerHTML
    // Browsers reflect the nonce attribute in the `nonce` property (and keep it there when they
    // hide the attribute); React compares the property when hydrating. happy-dom has no such property.
    if (!('nonce' in HTMLElement.prototype)) {
      Object.defineProperty(HTMLElement.prototype, 'nonce', {
        configurable: true,
        get(this: HTMLElement) {
          return this.getAttribute('nonce') ?? ''
        },
        set(this: HTMLElement, value: string) {
          this.setAttribute('nonce', value)
        },
      })
    }
  })
  afterAll(() => {
    configureClient(previous)
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = null
    document.body.innerHTML = ''
    document.head.innerHTML = emptyHead
    hydrationDone()
  })
}

/** The head's elements as tag and key attributes, one line each (what a duplicate would repeat). */
export function headTags(): string[] {
  return [...document.head.children].map((element) => {
    const key = ['name', 'property', 'rel'].map((name) => element.getAttribute(name)).find(Boolean) ?? ''
    return `${element.tagName.toLowerCase()} ${key}`.trim()
  })
}

/**
 * The server renderer and the browser's share React's context objects in this one process (in
 * production they are different processes). A server render that resumed a suspended part (a lazy
 * section) leaves its context values in place when it ends; a further server render starts from
 * the root and so puts the defaults back, before the browser's renderer reads them.
 */
function settleServerRenderer(): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(<span />, {
      onAllReady: () => {
        stream.abort()
        resolve()
      },
      onShellError: reject,
    })
  })
}

export async function serverRender(path: string, mobile = false) {
  configureServerApi(ORIGIN, undefined, 0)
  try {
    const now = Date.now()
    const result = await renderPage(new Request(ORIGIN + path), {
      mobile,
      origin: ORIGIN,
      nonce: NONCE,
      // Bounds, not timings: on a loaded machine a slow answer must not become a missing one.
      dataDeadline: now + 60_000,
      renderDeadline: now + 90_000,
    })
    if (result.kind !== 'page') throw new Error(result.kind)
    await settleServerRenderer()
    return result
  } finally {
    // The browser's client: same origin, the visitor's token.
    configureClient({ ...previous, fetch: undefined, report: undefined, imageBaseUrl: '' })
  }
}

/**
 * A returning visitor of checkout: signed in as the mock shop's customer 8 (Arif Hossain, no saved
 * address, so the form keeps his details), Napa x3 and Seclo x4 in the cart. `visit` stores them
 * (pass it to hydrate); `forget` empties storage again. Both tell the stores.
 */
export function returningVisitor() {
  const customer = mockSession(8)
  const visit = async () => {
    const napa = await getProductDetails('napa-500-mg-tablet')
    const seclo = await getProductDetails('seclo-20-mg-capsule')
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { ...napa, qty: 3 },
        { ...seclo, qty: 4 },
      ]),
    )
    localStorage.setItem('token', customer.token)
    localStorage.setItem('user', JSON.stringify(customer.user))
    cartStore.reload()
    sessionStore.reload()
  }
  const forget = () => {
    localStorage.clear()
    cartStore.reload()
    sessionStore.reload()
  }
  return { customer, visit, forget }
}

/**
 * `visit` runs between the server's render and hydration: the browser's own state (storage).
 * Counting renders or synchronous commits: one hydrate() per test file. SWR keeps, for each key,
 * the entry from before its first write in a module-wide table (its "server snapshot" for later
 * readers), so in a second hydration of the same file the readers of a key the first one wrote
 * are hydrated with that older entry and render again at once, as they would not in a page.
 */
export async function hydrate(path: string, mobile = false, visit: () => Promise<void> | void = () => undefined) {
  const result = await serverRender(path, mobile)
  await visit()
  const { head, body } = splitHoisted(result.html)
  const container = document.createElement('div')
  container.innerHTML = body
  document.body.append(container)
  document.head.innerHTML = emptyHead + head
  const serverHead = headTags()

  let router: ReturnType<typeof createMemoryRouter> | null = null
  const requests: string[] = []
  const record = ({ request }: { request: Request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  }
  server.events.on('request:start', record)
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const recoverable: unknown[] = []
  try {
    const cache = new Map()
    primeCache(cache, result.payload.swr)
    expectHydration(result.payload.swr.map(([key]) => key))
    await loadMatchedRoutes(routes, path)
    const memoryRouter = createMemoryRouter(routes, { initialEntries: [path] })
    router = memoryRouter
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppFrame
          swr={{ ...swrConfig, provider: () => cache, use: [hydrationMiddleware] }}
          mobile={result.payload.mobile}
          origin={result.payload.origin}
          nonce={NONCE}
        >
          <RouterProvider router={memoryRouter} />
        </AppFrame>,
        { onRecoverableError: (error) => recoverable.push(error) },
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    // React's development build warns when its server and client renderers share context objects in
    // one process (here, not in a browser): that is not a mismatch.
    const messages = errors.mock.calls
      .map((call) => call.map(String).join(' '))
      .filter((message) => !message.includes('multiple renderers concurrently rendering the same context provider'))
    return { result, container, requests, errors: messages, recoverable, serverHead, router }
  } finally {
    server.events.removeListener('request:start', record)
    errors.mockRestore()
  }
}
