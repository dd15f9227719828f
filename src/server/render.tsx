/**
 * Server rendering of one page request (Node). React Router's static handler matches the URL and
 * loads the route's lazy page; the page is rendered with React's streaming renderer into a
 * request-scoped SWR cache. Every SWR hook the render meets with a key the cache lacks is
 * recorded, its call made, and the page rendered again with the answers, until no hook is left
 * waiting (at most MAX_PASSES renders) or the data deadline has passed: then what is still
 * missing renders in its loading state and the browser fetches it.
 *
 * The hooks are the only description of what a page needs: nothing here knows a page's calls.
 * But a page rendered before has told: given the calls its last render met (`knownCalls`, kept
 * per page by src/server/pageRoute.ts), they are made in parallel before the first pass, and a
 * page whose calls have not changed renders once; the discovery passes remain for what is new.
 */
import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { unstable_serialize, type Middleware, type State, type SWRConfiguration } from 'swr'
import { AppFrame } from '@/app/App'
import { routes } from '@/app/routes'
import { isPageHandle, isVisitorsOwn } from '@/app/routes/page'
import { type SsrPayload } from '@/app/ssr/payload'
import { serverResponseState, ServerResponseContext } from '@/app/ssr/status'
import { isDefinitiveError, serializeCache, settledState, toSerializedError } from '@/app/ssr/swrHydration'
import { swrConfig } from '@/app/swr'
import { registerCatalogue } from '@/i18n/lingui'
import { LOCALES, routerBasename, splitLocale, type Locale } from '@/i18n/locale'
import { messages as banglaMessages } from '@/i18n/locales/bn.po'
import { ServerRenderContext } from '@/lib/serverHtml'

/** The pages /sitemap.xml lists, asked through the same API client as the renders (src/server/sitemap.ts). */
export { collectSitemapPaths } from './sitemap'

/** Renders per request, at most: the first finds the page's calls, later ones their follow-ups. */
export const MAX_PASSES = 4

// The Bangla texts, compiled into the server's bundle: every render picks its language's from the
// URL (AppFrame), English needs no catalogue.
registerCatalogue('bn', banglaMessages)

/** One handler per language: Bangla's routes are the same ones under its base path ('/bn'). */
const handlers = new Map(
  LOCALES.map((locale) => [locale, createStaticHandler(routes, { basename: routerBasename(locale) })] as const),
)

function handlerFor(locale: Locale): ReturnType<typeof createStaticHandler> {
  const handler = handlers.get(locale)
  if (!handler) throw new Error(`no routes for the language ${locale}`)
  return handler
}

export interface RenderOptions {
  /** Render the phone layout. */
  mobile: boolean
  /** The shop's public origin (PUBLIC_ORIGIN, else the request's). */
  origin: string
  /** The CSP nonce for any inline script React writes, and the page's structured data. */
  nonce: string
  /** Epoch ms after which no more calls are waited for. */
  dataDeadline: number
  /** Epoch ms after which rendering is abandoned (the caller then answers with the shell). */
  renderDeadline: number
  /**
   * A part of the page failed to render (it renders in the browser instead). The server passes its
   * rate-limited log (FailureLog); default: console.error.
   */
  onRenderError?: (error: unknown) => void
  /** The calls this page's previous render met (its result's `calls`): made before the first pass. */
  knownCalls?: ReadonlyMap<string, Fetch>
}

export interface DataFailure {
  key: string
  error: unknown
}

export type RenderResult =
  | { kind: 'redirect'; response: Response }
  | {
      kind: 'page'
      status: number
      /** The page's language (its URL's). */
      locale: Locale
      /** The markup of #root. */
      html: string
      payload: SsrPayload
      /** Build-manifest names of the page modules rendered ('src/pages/HomePage.tsx'), after a Bangla page's catalogue. */
      pages: string[]
      /** The page draws its content in the browser (account, cart, forms). */
      clientRendered: boolean
      /**
       * The page is the visitor's own (drawn in the browser, or drawn here as no visitor in
       * particular with the visitor's parts after hydration: checkout): never kept or shared.
       */
      perVisitor: boolean
      /** The page asks for its chunk's imports to be announced too, once its HTML is read (PageHandle). */
      importsEarly: boolean
      /** Calls that failed or did not answer in time (rendered in their loading state). */
      failures: DataFailure[]
      passes: number
      /** Every call the last pass met, for the page's next render (`knownCalls`). */
      calls: Map<string, Fetch>
    }

export type Fetch = () => Promise<unknown>

/**
 * Records every SWR hook that has a key and a fetcher: in `met` all of them, in `wanted` those
 * with nothing in the cache yet.
 */
function recordCalls(cache: Map<string, State>, wanted: Map<string, Fetch>, met: Map<string, Fetch>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (fetcher && key) {
      const serialized = unstable_serialize(key)
      if (serialized && !met.has(serialized)) {
        const args: unknown = typeof key === 'function' ? key() : key
        const call = () => Promise.resolve(fetcher(args) as unknown)
        met.set(serialized, call)
        if (!cache.has(serialized)) wanted.set(serialized, call)
      }
    }
    return useSWRNext(key, fetcher, config)
  }
}

class RenderTimeout extends Error {
  override readonly name = 'RenderTimeout'
}

/** Renders the element to a string once everything (lazy parts included) is ready. */
function renderAllReady(
  element: React.ReactNode,
  deadline: number,
  nonce: string,
  onError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
        done()
      },
      final(done) {
        clearTimeout(timer)
        resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    const stream = renderToPipeableStream(element, {
      nonce,
      // The page is sent whole (nothing streams later): a finished boundary is always written in
      // place, never outlined behind a script, so the HTML reads the same without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
      // A part that failed renders in the browser instead (React's client fallback).
      onError,
    })
    const timer = setTimeout(
      () => {
        stream.abort(new RenderTimeout('rendering took too long'))
        reject(new RenderTimeout('rendering took too long'))
      },
      Math.max(0, deadline - Date.now()),
    )
  })
}

/** Waits for `promise` until the deadline; rejects with a RenderTimeout after it. */
function untilDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RenderTimeout('no answer in time')), Math.max(0, deadline - Date.now()))
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

/** The Bangla catalogue's name in the build manifest (src/i18n/lingui.ts imports it for Bangla pages). */
const BANGLA_CATALOGUE_MODULE = 'src/i18n/locales/bn.po'

export async function renderPage(request: Request, options: RenderOptions): Promise<RenderResult> {
  const { locale } = splitLocale(new URL(request.url).pathname)
  const handler = handlerFor(locale)
  const context = await handler.query(request)
  if (context instanceof Response) return { kind: 'redirect', response: context }

  const handles = context.matches.map((match): unknown => match.route.handle).filter(isPageHandle)
  // A Bangla page's catalogue is fetched with its page chunk: the browser loads it before hydrating.
  const pages = [...(locale === 'bn' ? [BANGLA_CATALOGUE_MODULE] : []), ...handles.map((handle) => handle.page)]
  const clientRendered = handles.some((handle) => handle.rendering === 'client')
  const perVisitor = handles.some((handle) => isVisitorsOwn(handle.rendering))
  const importsEarly = handles.some((handle) => handle.importsEarly === true)
  const router = createStaticRouter(handler.dataRoutes, context)

  const cache = new Map<string, State>()
  const failed = new Map<string, unknown>()
  const response = serverResponseState(context.statusCode)
  let html = ''
  let passes = 0
  let met = new Map<string, Fetch>()

  const fetchAll = (calls: Array<[string, Fetch]>) =>
    Promise.all(
      calls.map(async ([key, fetch]) => {
        try {
          cache.set(key, settledState({ data: await untilDeadline(fetch(), options.dataDeadline) }))
        } catch (error) {
          if (isDefinitiveError(error)) {
            cache.set(key, settledState({ error: toSerializedError(error) }))
          } else {
            failed.set(key, error)
          }
        }
      }),
    )

  // What the page met last time, asked at once: the first pass then usually has it all.
  if (options.knownCalls && options.knownCalls.size > 0) await fetchAll([...options.knownCalls])

  for (;;) {
    const wanted = new Map<string, Fetch>()
    met = new Map<string, Fetch>()
    const swr: SWRConfiguration = { ...swrConfig, provider: () => cache, use: [recordCalls(cache, wanted, met)] }
    response.setStatus(context.statusCode)
    passes += 1
    html = await renderAllReady(
      <ServerResponseContext value={response}>
        <ServerRenderContext value={true}>
          <AppFrame swr={swr} locale={locale} mobile={options.mobile} origin={options.origin} nonce={options.nonce}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppFrame>
        </ServerRenderContext>
      </ServerResponseContext>,
      options.renderDeadline,
      options.nonce,
      options.onRenderError ?? ((error) => console.error('[ssr] render error', error)),
    )
    const todo = [...wanted].filter(([key]) => !failed.has(key))
    if (todo.length === 0 || passes >= MAX_PASSES || Date.now() >= options.dataDeadline) {
      for (const [key] of todo) if (!failed.has(key)) failed.set(key, new RenderTimeout('not asked: no time left'))
      break
    }
    await fetchAll(todo)
  }

  return {
    kind: 'page',
    status: response.status,
    locale,
    html,
    payload: { swr: serializeCache(cache), mobile: options.mobile, origin: options.origin },
    pages,
    clientRendered,
    perVisitor,
    importsEarly,
    failures: [...failed].map(([key, error]) => ({ key, error })),
    passes,
    calls: met,
  }
}
