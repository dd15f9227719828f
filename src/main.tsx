// First: zod's settings must be in place before any module parses with a schema.
import './lib/zodConfig'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { cache } from 'swr/_internal'
import { App } from './app/App'
import { routes } from './app/routes'
import { loadMatchedRoutes } from './app/ssr/lazyRoutes'
import { readPayload } from './app/ssr/payload'
import { expectHydration, primeCache } from './app/ssr/swrHydration'
import { activateLanguage } from './i18n/lingui'
import { localeFromCookie, rememberedLocation, routerBasename, splitLocale } from './i18n/locale'
import { preloadSiteMeta } from './hooks/useSiteMeta'
import { formatCount } from './i18n/numbers'
import { afterLoad, nextTask, whenIdle } from './lib/idle'
import { compareNames } from './lib/names'
import './styles/global.css'

/** Mock builds (npm start, build:demo) start the mock shop before the first request goes out. */
async function startMockShopIfAsked(): Promise<void> {
  if (import.meta.env.VITE_MOCK_SHOP !== 'true') return
  const { startMockShop } = await import('../mocks/browser')
  const latency = Number(import.meta.env.VITE_MOCK_LATENCY ?? 250)
  await startMockShop({ latency: Number.isFinite(latency) ? latency : 250, quiet: true })
}

/**
 * After the load event, how long the worker waits before it registers (then for an idle moment):
 * a page drawn in the browser (checkout, account) still loads its chunk and its data after the
 * load event, and the worker's precache (the whole build) would share the phone's bandwidth with
 * them (docs/perf.md: checkout LCP 3.6-3.8 s with registration at the load event).
 */
const SERVICE_WORKER_DELAY_MS = 3000

/** Production builds: the service worker (offline use, updates: decision 0033), once the page has settled. */
function startServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_MOCK_SHOP === 'true') return
  // After the load event: the worker never competes with the page's own loads.
  void afterLoad().then(() => {
    window.setTimeout(() => {
      whenIdle(() => {
        import('./offline/serviceWorker').then((module) => module.startServiceWorker(), console.warn)
      })
    }, SERVICE_WORKER_DELAY_MS)
  })
}

async function main(): Promise<void> {
  // The modules' evaluation (react-dom's, the router's, the app's) is the task that ran them; what
  // follows starts in a task of its own, so the two never make one long task (issue 25, decision 0058).
  await nextTask()
  // The shopper's remembered language (the server sends them on before this in a server build).
  const remembered = rememberedLocation(location.pathname, location.search, localeFromCookie(document.cookie))
  if (remembered) {
    location.replace(remembered + location.hash)
    return
  }
  // The language is the URL's: the router runs inside its base path ('/bn'), so every link stays in it.
  const { locale } = splitLocale(location.pathname)
  const basename = routerBasename(locale)
  document.documentElement.lang = locale
  // A Bangla page's texts: its catalogue before the first render (English needs none).
  const language = activateLanguage(locale)
  // A Bangla page's font, after the load event at an idle moment, from a chunk of its own
  // (src/lib/banglaFont.ts): an English page never loads it.
  if (locale === 'bn') {
    void afterLoad().then(() =>
      whenIdle(() => void import('./lib/banglaFont').then((font) => font.loadBanglaFont(), console.warn)),
    )
  }
  startServiceWorkerAfterLoad()
  await startMockShopIfAsked()
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const payload = readPayload()
  await language

  if (payload) {
    // A server-rendered page: the same answers, the same layout, then hydration.
    primeCache(cache, payload.swr)
    expectHydration(payload.swr.map(([key]) => key))
    // ICU's data loads with the first Intl object a page makes: ~110 ms at 4x CPU, in one piece,
    // inside the first render that writes a number. Two tasks of its own instead, before
    // hydration: the part the collator loads (shared), then the numbers' part (docs/perf.md).
    await nextTask()
    compareNames('', '')
    await nextTask()
    formatCount(0, locale)
    // Tasks of their own: the start above; the page's import, whose preload list Vite's helper
    // turns into <link>s (each appended to the head); once the page's chunk has run, the router,
    // then hydration.
    await nextTask()
    await loadMatchedRoutes(routes, window.location, basename)
    await nextTask()
    const router = createBrowserRouter(routes, { basename })
    // The router's start (its routes ranked and matched) and hydration's start (the root, React's
    // listeners) each in a task of its own: together they made one task over 50 ms at 4x CPU.
    await nextTask()
    // A transition: React hydrates in slices and yields to the browser in between (no long task
    // while the page is already visible), and a click on a part not hydrated yet is replayed.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} locale={locale} mobile={payload.mobile} origin={payload.origin} />
        </StrictMode>,
      )
    })
    return
  }

  // The static build: site metadata is needed at start-up (spec 000 s7), so its call starts now.
  preloadSiteMeta()
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes, { basename })} locale={locale} />
    </StrictMode>,
  )
}

void main()
