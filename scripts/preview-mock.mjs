#!/usr/bin/env node
/**
 * `vite preview` of a built directory with the mock shop answering /api/* and /uploads/* in the
 * preview server (scripts/mock-backend.mjs). The e2e suites' demo server: the demo build's own
 * worker answers the page's calls, and this answers what the worker lets through (the calls of a
 * page that is unloading), which plain `vite preview` answered 404, a console error in the test
 * that left the page.
 *
 *   node scripts/preview-mock.mjs dist-e2e --port 5174 [--host 127.0.0.1]
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'
import { mockBackend } from './mock-backend.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const value = (name, fallback) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback)
const outDir = args[0]
if (!outDir || outDir.startsWith('--')) {
  console.error('usage: node scripts/preview-mock.mjs <built directory> --port <port> [--host <host>]')
  process.exit(2)
}
const port = Number(value('--port', '4173'))
const host = value('--host', '127.0.0.1')

const backend = await mockBackend(root)
const server = await preview({
  configFile: path.join(root, 'vite.config.ts'),
  build: { outDir: path.resolve(root, outDir) },
  preview: { port, host, strictPort: true },
  plugins: [backend.plugin],
  logLevel: 'warn',
})
console.log(`preview-mock: ${outDir} on http://${host}:${port}`)
const stop = async () => {
  await server.close()
  await backend.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
