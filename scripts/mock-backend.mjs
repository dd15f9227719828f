/**
 * The mock shop behind `vite preview`, in the preview server itself (no separate API process).
 */
import fs from 'node:fs'
import path from 'node:path'
import { createServer } from 'vite'

/**
 * A Vite plugin for `vite preview` of a production build: /api/* answered by the mock shop's
 * handlers, /uploads/* from mocks/public (what the Laravel backend serves in production). Used by
 * `npm run perf -- --target static` and by the e2e suites' demo server (scripts/preview-mock.mjs),
 * where the mock shop is the page's own worker and this answers only what the worker lets through
 * (an unloading page's calls). `root`: the checkout whose vite.config.ts and mocks are used.
 */
export async function mockBackend(root) {
  // The handlers are TypeScript with the app's aliases: load them through a Vite SSR server.
  const loader = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  })
  const { handlers } = await loader.ssrLoadModule('/mocks/handlers/index.ts')
  const { getResponse } = await import('msw')
  const uploads = path.join(root, 'mocks/public')
  const types = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml' }

  const plugin = {
    name: 'mock-backend',
    configurePreviewServer(server) {
      // A request the handlers cannot read (a malformed path or header) is answered 400 or passed
      // on as an error: an async middleware's rejection would otherwise end the server's process.
      server.middlewares.use((req, res, next) => {
        answer(req, res, next).catch(next)
      })
    },
  }

  async function answer(req, res, next) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    if (url.pathname.startsWith('/uploads/')) {
      let name
      try {
        name = decodeURIComponent(url.pathname)
      } catch {
        res.statusCode = 400
        return res.end()
      }
      const file = path.join(uploads, path.normalize(name))
      if (!file.startsWith(uploads + path.sep) || !fs.existsSync(file)) return next()
      res.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream')
      res.setHeader('Cache-Control', 'public, max-age=86400')
      return fs.createReadStream(file).pipe(res)
    }
    if (!url.pathname.startsWith('/api/')) return next()
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    const response = await getResponse(handlers, new Request(url, { method: req.method, headers, body }))
    if (!response) {
      res.statusCode = 404
      return res.end()
    }
    res.statusCode = response.status
    response.headers.forEach((value, name) => res.setHeader(name, value))
    res.end(Buffer.from(await response.arrayBuffer()))
  }
  return { plugin, close: () => loader.close() }
}
