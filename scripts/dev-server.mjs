/**
 * `npm start` / `npm run dev`: the storefront, server-rendered, on the mock shop, with Vite's
 * module serving and hot updates. The server's own data requests are answered by the mock shop in
 * Node (mocks/api.ts); the browser runs the mock shop as a service worker (state in its
 * localStorage), from the same seed, so the two agree on the catalogue.
 *
 * PORT (default 5173). Against a real backend instead: API_BASE_URL=https://api.example.com with
 * VITE_MOCK_SHOP=false; then the server fetches from it and forwards the browser's /api and
 * /uploads to it, as in production.
 */
import http from 'node:http'
import { createServer as createViteServer } from 'vite'

const port = Number(process.env.PORT ?? 5173)
const httpServer = http.createServer()
const vite = await createViteServer({
  server: { middlewareMode: true, ws: { server: httpServer } },
  appType: 'custom',
})

const load = (path) => vite.ssrLoadModule(path)
const { createApp } = await load('/src/server/app.ts')
const { FailureLog } = await load('/src/server/page.ts')
const { parsePublicOrigin } = await load('/src/server/origin.ts')
const rawTemplate = (await import('node:fs')).readFileSync(new URL('../index.html', import.meta.url), 'utf8')

const apiBaseUrl = process.env.API_BASE_URL?.trim() || null

/** The modules the API client and the sanitiser were last set up from. */
let configured = null

const app = createApp({
  apiBaseUrl,
  // Absolute URLs on the dev server's own address (or PUBLIC_ORIGIN), never a request's Host.
  publicOrigin: parsePublicOrigin(process.env.PUBLIC_ORIGIN) ?? `http://localhost:${port}`,
  clientDir: null,
  devMiddleware: vite.middlewares,
  template: (url) => vite.transformIndexHtml(url, rawTemplate),
  build: null,
  preload: 'none',
  // Loaded through Vite on every request, so edits to the app apply at the next reload. The API
  // client and the sanitiser's window are set up again only when those modules were reloaded.
  renderer: async () => {
    const modules = await Promise.all([load('/mocks/api.ts'), load('/src/server/setup.ts'), load('/src/server/dom.ts')])
    if (!configured || modules.some((module, i) => module !== configured[i])) {
      const [{ mockApiFetch }, { configureServerApi }, { installServerDom }] = modules
      if (apiBaseUrl) configureServerApi(apiBaseUrl)
      else configureServerApi('http://mock-shop.invalid', mockApiFetch)
      installServerDom()
      configured = modules
    }
    return load('/src/server/render.tsx')
  },
  dataBudgetMs: 1500,
  renderBudgetMs: 2500,
  log: new FailureLog(),
})

httpServer.on('request', app)
httpServer.listen(port, () => {
  console.log(
    `Storefront (server-rendered, ${apiBaseUrl ? `API ${apiBaseUrl}` : 'mock shop'}) on http://localhost:${port}`,
  )
})
