/**
 * The production server, started by ./index.ts (`npm run serve`, build/server/index.js).
 *
 *   API_BASE_URL=https://api.example.com.bd PUBLIC_ORIGIN=https://shop.example.com.bd PORT=3000 npm run serve
 *
 * Required: API_BASE_URL (the Laravel API) and PUBLIC_ORIGIN (the shop's public origin: every
 * absolute URL comes from it, never from a request; `serve:mock` sets LOCAL_PUBLIC_ORIGIN=1 to use
 * its own listening address instead). PORT (default 3000), HOST (default 0.0.0.0),
 * SSR_DATA_BUDGET_MS (how long a render waits for the API, default 1500), SSR_API_CACHE_MS (how
 * long a render reuses a public API answer, default 5000), SSR_PRELOAD, TRUST_PROXY (the client's
 * address only), API_TIMEOUT_MS (the forward's limit for a silent API, default 30000),
 * API_BODY_LIMIT_MB (default 12), SHUTDOWN_GRACE_MS (readiness 503 before new connections are
 * refused, default 5000), SHUTDOWN_TIMEOUT_MS (from SIGTERM to exit at the latest, default
 * 25000). See docs/deploy.md.
 */
import '@/lib/zodConfig'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { createApp } from './app'
import { installServerDom } from './dom'
import { Readiness } from './health'
import { entryImportScripts, type Manifest, type PreloadPolicy } from './manifest'
import { parsePublicOrigin } from './origin'
import { FailureLog } from './page'
import * as renderer from './render'
import { configureServerApi } from './setup'
import { AssetReader, DEFAULT_HEAD_STRATEGY, prepareTemplate, type HeadStrategy } from './template'

/** Ends the process with one line for the operator. */
function refuse(line: string): never {
  console.error(line)
  process.exit(1)
}

function required(name: string, why: string): string {
  return process.env[name]?.trim() || refuse(`${name} is not set: ${why} (see docs/deploy.md).`)
}

/** A whole number of the environment, or its default; anything else stops the start. */
function numberSetting(name: string, fallback: number): number {
  const value = process.env[name]?.trim()
  if (!value) return fallback
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 ? number : refuse(`${name} must be a number: ${value}`)
}

function publicOriginSetting(): string | null {
  try {
    const origin = parsePublicOrigin(process.env.PUBLIC_ORIGIN)
    if (origin || process.env.LOCAL_PUBLIC_ORIGIN === '1') return origin
  } catch (error) {
    refuse(error instanceof Error ? error.message : String(error))
  }
  return refuse(
    'PUBLIC_ORIGIN is not set: absolute URLs (canonical links, the sitemap) come only from it, e.g. PUBLIC_ORIGIN=https://shop.example.com.bd (see docs/deploy.md).',
  )
}

function preloadPolicy(value: string | undefined): PreloadPolicy {
  return value === 'none' || value === 'page-and-imports' || value === 'page-imports-late' ? value : 'page'
}

/** SSR_CSS=link|inline, SSR_ENTRY_PRELOADS=keep|drop, SSR_ENTRY_SCRIPTS=split|single: see src/server/template.ts. */
function headStrategy(): HeadStrategy {
  return {
    css: process.env.SSR_CSS === 'link' ? 'link' : DEFAULT_HEAD_STRATEGY.css,
    entryPreloads: process.env.SSR_ENTRY_PRELOADS
      ? process.env.SSR_ENTRY_PRELOADS === 'keep'
      : DEFAULT_HEAD_STRATEGY.entryPreloads,
    entryScripts: process.env.SSR_ENTRY_SCRIPTS === 'single' ? 'single' : DEFAULT_HEAD_STRATEGY.entryScripts,
  }
}

const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'build/client')
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest
const assets = new AssetReader(clientDir)
const head = headStrategy()
const template = prepareTemplate(
  fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
  head,
  assets,
  entryImportScripts(manifest),
)
const apiBaseUrl = required('API_BASE_URL', "the server needs the API's address")
const configuredOrigin = publicOriginSetting()
const port = numberSetting('PORT', 3000)
const host = process.env.HOST ?? '0.0.0.0'
const dataBudgetMs = numberSetting('SSR_DATA_BUDGET_MS', 1500)
const shutdownGraceMs = numberSetting('SHUTDOWN_GRACE_MS', 5000)
const shutdownTimeoutMs = numberSetting('SHUTDOWN_TIMEOUT_MS', 25_000)

const readiness = new Readiness({ apiBaseUrl })
// A render's successful call shows the API answering as well as a probe does.
const noteAnswers: typeof fetch = (input, init) =>
  fetch(input, init).then((response) => {
    if (response.ok) readiness.noteApiAnswered()
    return response
  })
configureServerApi(apiBaseUrl, noteAnswers, numberSetting('SSR_API_CACHE_MS', 5000))
installServerDom()
const log = new FailureLog()

const server = http.createServer()
server.listen(port, host, () => {
  const address = server.address()
  const actual = typeof address === 'object' && address ? address.port : port
  const local = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actual}`
  const app = createApp({
    apiBaseUrl,
    publicOrigin: configuredOrigin ?? local,
    clientDir,
    template: () => Promise.resolve(template),
    build: { manifest, assets, head },
    preload: preloadPolicy(process.env.SSR_PRELOAD),
    renderer: () => Promise.resolve(renderer),
    dataBudgetMs,
    renderBudgetMs: dataBudgetMs + 1000,
    log,
    readiness,
    apiTimeoutMs: numberSetting('API_TIMEOUT_MS', 30_000),
    bodyLimitBytes: numberSetting('API_BODY_LIMIT_MB', 12) * 1024 * 1024,
  })
  server.on('request', app)
  console.log(`Storefront on ${local} (API ${apiBaseUrl}, public origin ${configuredOrigin ?? local})`)
})

/**
 * SIGTERM (or SIGINT): readiness answers 503 at once (the load balancer stops sending), new
 * connections are refused after SHUTDOWN_GRACE_MS, requests in flight (renders, proxied calls,
 * an order being placed) finish, and the process exits 0; at SHUTDOWN_TIMEOUT_MS after the
 * signal it exits whatever is left.
 */
let stopping = false
function stop(signal: string): void {
  if (stopping) return
  stopping = true
  readiness.drain()
  console.log(
    `[server] ${signal}: not ready; new connections refused in ${shutdownGraceMs} ms, exit when requests in flight are done`,
  )
  setTimeout(() => {
    server.close(() => {
      console.log('[server] requests in flight done: exiting')
      process.exit(0)
    })
    server.closeIdleConnections()
  }, shutdownGraceMs)
  setTimeout(() => {
    console.error(`[server] requests still in flight ${shutdownTimeoutMs} ms after ${signal}: exiting`)
    process.exit(0)
  }, shutdownTimeoutMs).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

// A process that failed where nothing caught it is not trusted to go on: logged, exit 1, and
// the supervisor (Kubernetes, systemd, the container runtime) starts a new one.
process.on('unhandledRejection', (reason) => {
  console.error('[server] unhandled rejection: exiting', reason)
  process.exit(1)
})
process.on('uncaughtException', (error) => {
  console.error('[server] uncaught exception: exiting', error)
  process.exit(1)
})
