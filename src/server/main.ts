/**
 * The production server, started by ./index.ts (`npm run serve`, build/server/index.js).
 *
 *   API_BASE_URL=https://api.example.com.bd PUBLIC_ORIGIN=https://shop.example.com.bd PORT=3000 npm run serve
 *
 * PORT (default 3000), HOST (default 0.0.0.0), API_BASE_URL (the Laravel API: required),
 * PUBLIC_ORIGIN (absolute URLs; default: the request's origin), SSR_DATA_BUDGET_MS (how long a
 * render waits for the API, default 1500), SSR_API_CACHE_MS (how long a render reuses a public API
 * answer, default 5000; 0: only renders in flight at once share it), SSR_PRELOAD ('page' | 'page-and-imports' | 'none'),
 * TRUST_PROXY (Express's trust proxy setting, default 'loopback'). See docs/deploy.md.
 */
import '@/lib/zodConfig'
import fs from 'node:fs'
import path from 'node:path'
import { createApp } from './app'
import { installServerDom } from './dom'
import type { Manifest, PreloadPolicy } from './manifest'
import { FailureLog } from './page'
import * as renderer from './render'
import { configureServerApi } from './setup'
import { AssetReader, DEFAULT_HEAD_STRATEGY, prepareTemplate, type HeadStrategy } from './template'

function required(name: string): string {
  const value = process.env[name]?.trim()
  if (!value) {
    console.error(`${name} is not set: the server needs the API's address (see docs/deploy.md).`)
    process.exit(1)
  }
  return value
}

function preloadPolicy(value: string | undefined): PreloadPolicy {
  return value === 'none' || value === 'page-and-imports' ? value : 'page'
}

/** SSR_CSS=link|inline, SSR_ENTRY_PRELOADS=keep|drop: see src/server/template.ts. */
function headStrategy(): HeadStrategy {
  return {
    css: process.env.SSR_CSS === 'link' ? 'link' : DEFAULT_HEAD_STRATEGY.css,
    entryPreloads: process.env.SSR_ENTRY_PRELOADS
      ? process.env.SSR_ENTRY_PRELOADS === 'keep'
      : DEFAULT_HEAD_STRATEGY.entryPreloads,
  }
}

const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'build/client')
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest
const assets = new AssetReader(clientDir)
const head = headStrategy()
const template = prepareTemplate(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), head, assets)
const apiBaseUrl = required('API_BASE_URL')
const publicOrigin = process.env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '') || null
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const dataBudgetMs = Number(process.env.SSR_DATA_BUDGET_MS ?? 1500)

configureServerApi(apiBaseUrl, undefined, Number(process.env.SSR_API_CACHE_MS ?? 5000))
installServerDom()

const app = createApp({
  apiBaseUrl,
  publicOrigin,
  clientDir,
  template: () => Promise.resolve(template),
  build: { manifest, assets, head },
  preload: preloadPolicy(process.env.SSR_PRELOAD),
  renderer: () => Promise.resolve(renderer),
  dataBudgetMs,
  renderBudgetMs: dataBudgetMs + 1000,
  log: new FailureLog(),
})

const server = app.listen(port, host, () => {
  const address = server.address()
  const actual = typeof address === 'object' && address ? address.port : port
  console.log(`Storefront on http://${host === '0.0.0.0' ? 'localhost' : host}:${actual} (API ${apiBaseUrl})`)
})

function stop(): void {
  server.close(() => process.exit(0))
  // Connections that stay open (keep-alive) do not hold the exit up for long.
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
