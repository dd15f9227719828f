#!/usr/bin/env node
/**
 * The container image's steps without a container engine (none runs on the team's or CI's
 * machines, and no base image can be pulled there): what the Dockerfile's last two stages do, on
 * the build `npm run build` just wrote, in a clean folder:
 *   npm ci --omit=dev --ignore-scripts   (production dependencies only, as the `deps` stage)
 *   build/ and package.json beside them  (as the final stage's COPY lines)
 *   node build/server/index.js           (NODE_ENV=production, as a non-root user when run as root)
 * then probes /healthz, /readyz and / against the mock shop's API, sends SIGTERM and expects exit 0.
 * A server import missing from "dependencies", a file the server reads outside build/, or a
 * start that needs root fails here. Part of `npm run test:build`.
 *
 *   node scripts/check-container-steps.mjs [build dir, default build]
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startMockApiFromEnv } from './mock-api.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = path.resolve(root, process.argv[2] ?? 'build')
/** The unprivileged user the image runs as is `node`; here, when root, `nobody`. */
const NOBODY = 65534

function fail(message) {
  console.error(`check-container-steps: ${message}`)
  process.exit(1)
}

if (!fs.existsSync(path.join(buildDir, 'server/index.js')))
  fail(`no ${buildDir}/server/index.js: run npm run build first`)

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-image-'))
fs.chmodSync(folder, 0o755)
let server = null

try {
  for (const file of ['package.json', 'package-lock.json'])
    fs.copyFileSync(path.join(root, file), path.join(folder, file))
  const started = Date.now()
  execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: folder,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  console.log(
    `check-container-steps: production dependencies installed in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  fs.cpSync(buildDir, path.join(folder, 'build'), { recursive: true })
  const devOnly = ['vite', 'vitest', 'storybook', 'msw'].filter((name) =>
    fs.existsSync(path.join(folder, 'node_modules', name)),
  )
  if (devOnly.length > 0) fail(`development packages in the production install: ${devOnly.join(', ')}`)

  process.env.MOCK_API_PORT = '0'
  const apiUrl = await startMockApiFromEnv()
  const port = 20000 + Math.floor(Math.random() * 20000)
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  server = spawn(process.execPath, ['build/server/index.js'], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_BASE_URL: apiUrl,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      SHUTDOWN_GRACE_MS: '0',
      // One process, as in a container (src/server/cluster.ts).
      WEB_CONCURRENCY: '1',
    },
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout.on('data', (chunk) => (output += chunk))
  server.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)))

  const base = `http://127.0.0.1:${port}`
  const get = async (urlPath) => {
    const response = await fetch(base + urlPath, { headers: { accept: 'text/html' } })
    return { status: response.status, body: await response.text() }
  }
  let healthy = null
  for (let attempt = 0; attempt < 100 && healthy === null; attempt += 1) {
    if (server.exitCode !== null) fail(`the server exited (${server.exitCode}):\n${output}`)
    healthy = await get('/healthz').catch(() => null)
    if (healthy === null) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (healthy?.status !== 200) fail(`/healthz did not answer 200:\n${output}`)
  const ready = await get('/readyz')
  if (ready.status !== 200) fail(`/readyz answered ${ready.status}:\n${output}`)
  const home = await get('/')
  if (home.status !== 200 || !home.body.includes('<header'))
    fail(`/ answered ${home.status} without the page:\n${output}`)
  server.kill('SIGTERM')
  const code = await exited
  if (code !== 0) fail(`SIGTERM ended the server with ${code}:\n${output}`)
  console.log(
    `check-container-steps: production install, build, start as ${asRoot ? 'nobody' : 'this user'}, /healthz /readyz / 200, SIGTERM exit 0`,
  )
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL')
  fs.rmSync(folder, { recursive: true, force: true })
}
process.exit(0)
