/**
 * Vite plugin: in mock-shop builds (npm start, build:demo) serve and ship mocks/public/ (the mock
 * shop's service worker and uploaded images) next to public/. Production builds never see them.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
}

export function mockShopAssets(dir: string, enabled: boolean): Plugin {
  const root = path.resolve(dir)
  return {
    name: 'mock-shop-assets',
    apply: () => enabled,
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        let pathname: string
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
        } catch {
          return next()
        }
        const file = path.join(root, path.normalize(pathname))
        if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return next()
        res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream')
        fs.createReadStream(file).pipe(res)
      })
    },
    writeBundle(options) {
      if (options.dir) fs.cpSync(root, options.dir, { recursive: true })
    },
  }
}
