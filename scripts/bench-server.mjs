#!/usr/bin/env node
/**
 * `npm run bench:server`: the server under load (a benchmark, not part of `npm test`). The
 * production build's server (`npm run build` first, or --build), the mock shop's API in another
 * process answering every call after 50 ms, and autocannon with 50 connections on / and on a
 * product page, after a warm-up, in these scenarios, one after the other in the same run:
 * - the limit: the same HTML bytes served by a bare `node:http` server in its own process;
 * - the server with its render cache on (the default), the API answering after 50 ms;
 * - the server with the cache off (SSR_CACHE=off): every request rendered;
 * - the cache on with two processes (WEB_CONCURRENCY=2);
 * - the API down: a server whose cache has seen the pages (lifetimes of 2 s, so every answer is
 *   past them and the stale-if-error path is what is measured), then the API stopped: every
 *   answer must be 200 with its content.
 * Reports requests/s, p50, p99, errors (connection errors, timeouts, non-2xx), the ratio to the
 * limit, the server's memory (RSS) and the load average; writes the tables into docs/perf.md
 * between the bench markers (--doc none to skip).
 *
 *   npm run bench:server -- [--build] [--quick] [--duration 10] [--connections 50] [--latency 50] [--doc none]
 * --quick: only the limit and the cache on, not written to the doc (while tuning).
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const value = (name, fallback) => (argv.includes(name) ? (argv[argv.indexOf(name) + 1] ?? fallback) : fallback)
const options = {
  build: argv.includes('--build'),
  // Only the limit and the cache on (while tuning): about a minute.
  quick: argv.includes('--quick'),
  duration: Number(value('--duration', '10')),
  connections: Number(value('--connections', '50')),
  latency: Number(value('--latency', '50')),
  doc: value('--doc', 'docs/perf.md'),
  /** Each route with a text its content must hold (the API-down check). */
  routes: [
    { path: '/', content: 'Napa' },
    { path: '/product-details/napa-500-mg-tablet', content: 'Napa 500 mg Tablet' },
  ],
}

/** Starts a node process and resolves with it and the first match of `ready` in its output. */
function start(args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk
      const match = ready.exec(output)
      if (match) resolve({ child, match, output: () => output })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${output}`)))
  })
}

/** Stops a started process and waits for it to exit. */
function stop({ child }) {
  // A process killed by a signal has a signalCode and no exitCode.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  child.removeAllListeners('exit')
  return new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}

/** Resident memory of a process and its children in MB (Linux /proc). */
function rssMb(pid) {
  const kb = (id) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      return 0
    }
  }
  let total = kb(pid)
  try {
    for (const child of fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)) {
      if (child) total += kb(child)
    }
  } catch {
    // no children listed
  }
  return Math.round(total / 1024)
}

function cannon(url, duration = options.duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: options.connections, duration, headers: { accept: 'text/html' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The bare node:http server answering `html` to every request, in its own process. */
const LIMIT_SERVER = `
const fs = require('node:fs')
const http = require('node:http')
const body = fs.readFileSync(process.env.BENCH_HTML)
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length })
  res.end(body)
})
server.listen(0, '127.0.0.1', () => console.log('Limit on http://127.0.0.1:' + server.address().port))
`

async function storefront(apiUrl, env) {
  const entry = path.join(root, 'build/server/index.js')
  return start(
    [entry],
    { PORT: '0', HOST: '127.0.0.1', API_BASE_URL: apiUrl, LOCAL_PUBLIC_ORIGIN: '1', WEB_CONCURRENCY: '1', ...env },
    /Storefront on (\S+)/,
  )
}

async function warm(origin) {
  for (const route of options.routes) {
    for (let i = 0; i < 3; i += 1) await fetch(origin + route.path).then((r) => r.text())
  }
  // A short burst per route: JIT and the API client's sharing warmed up before measuring.
  for (const route of options.routes) await cannon(origin + route.path, 3)
}

function row(scenario, route, result, rss) {
  const errors = result.errors + result.timeouts
  return {
    scenario,
    route,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors,
    non2xx: result.non2xx,
    rss,
  }
}

async function measure(scenario, origin, pid) {
  const rows = []
  for (const route of options.routes) {
    const result = await cannon(origin + route.path)
    await sleep(500)
    const r = row(scenario, route.path, result, pid ? rssMb(pid) : null)
    rows.push(r)
    console.log(
      `bench: ${scenario} ${route.path}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}${r.rss ? `, RSS ${r.rss} MB` : ''}`,
    )
  }
  return rows
}

async function main() {
  if (options.build) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (!fs.existsSync(path.join(root, 'build/server/index.js')))
    throw new Error('bench:server: no build/server/index.js; run npm run build (or pass --build)')

  const loadBefore = os.loadavg().map((v) => v.toFixed(2))
  const rows = []
  const checks = []
  const api = await start(
    ['scripts/mock-api.mjs'],
    { MOCK_API_PORT: '0', MOCK_API_LATENCY: String(options.latency) },
    /Mock shop API on (\S+)/,
  )
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'))
  try {
    // The limit: each route's HTML as the server answers it, from a bare node:http server.
    const cached = await storefront(api.match[1], { SSR_CACHE: 'on' })
    for (const route of options.routes) {
      const html = await (await fetch(cached.match[1] + route.path)).text()
      const file = path.join(tmp, 'page.html')
      fs.writeFileSync(file, html)
      const limit = await start(['-e', LIMIT_SERVER], { BENCH_HTML: file }, /Limit on (\S+)/)
      try {
        await cannon(limit.match[1], 3)
        const result = await cannon(limit.match[1])
        const r = row('limit (node:http, same bytes)', route.path, result, null)
        rows.push(r)
        console.log(
          `bench: limit ${route.path}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (${html.length} bytes)`,
        )
      } finally {
        await stop(limit)
      }
    }

    await warm(cached.match[1])
    rows.push(...(await measure('cache on', cached.match[1], cached.child.pid)))
    await stop(cached)
    if (options.quick) return finish(rows, checks, loadBefore)

    const uncached = await storefront(api.match[1], { SSR_CACHE: 'off' })
    await warm(uncached.match[1])
    rows.push(...(await measure('cache off', uncached.match[1], uncached.child.pid)))
    await stop(uncached)

    const clustered = await storefront(api.match[1], { SSR_CACHE: 'on', WEB_CONCURRENCY: '2' })
    await warm(clustered.match[1])
    rows.push(...(await measure('cache on, 2 processes', clustered.match[1], clustered.child.pid)))
    await stop(clustered)

    // The API down: the pages were seen, then the API stops.
    const degraded = await storefront(api.match[1], {
      SSR_CACHE: 'on',
      SSR_CACHE_FRESH_S: '2',
      SSR_CACHE_SWR_S: '2',
      SSR_DATA_BUDGET_MS: '500',
    })
    await warm(degraded.match[1])
    await stop(api)
    await sleep(5000)
    for (const route of options.routes) {
      const response = await fetch(degraded.match[1] + route.path)
      const html = await response.text()
      checks.push({
        route: route.path,
        status: response.status,
        source: response.headers.get('x-render-cache'),
        content: html.includes(route.content),
      })
    }
    rows.push(...(await measure('cache on, API down', degraded.match[1], degraded.child.pid)))
    const log = degraded.output()
    checks.staleLogLines = log.split('\n').filter((line) => line.includes('answering kept pages')).length
    await stop(degraded)
  } finally {
    await stop(api)
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  return finish(rows, checks, loadBefore)
}

function finish(rows, checks, loadBefore) {
  const loadAfter = os.loadavg().map((v) => v.toFixed(2))
  const report = format(rows, checks, { loadBefore, loadAfter })
  console.log(`\n${report}`)
  if (options.doc !== 'none' && !options.quick) writeDoc(report)
}

function format(rows, checks, { loadBefore, loadAfter }) {
  const cpus = os.cpus()
  const limit = new Map(rows.filter((r) => r.scenario.startsWith('limit')).map((r) => [r.route, r.rps]))
  const ratio = (r) => {
    const best = limit.get(r.route)
    return best ? (r.rps / best).toFixed(3) : ''
  }
  const flag = (n) => `${n}${n ? ' ✗' : ''}`
  return [
    `### Server under load: ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${options.connections} connections for ${options.duration} s per route and scenario after a warm-up (autocannon), the API answering every call after ${options.latency} ms (the mock shop in its own process), the load generator on the same machine: ${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}. Load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}. Ratio: requests/s against the bare node:http server answering the same bytes in the same run.`,
    '',
    '| Scenario | Route | Requests/s | Ratio | p50 | p99 | Requests | Errors | Non-2xx | RSS |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | \`${r.route}\` | ${r.rps} | ${r.scenario.startsWith('limit') ? '1' : ratio(r)} | ${r.p50} ms | ${r.p99} ms | ${r.requests} | ${flag(r.errors)} | ${flag(r.non2xx)} | ${r.rss ? `${r.rss} MB` : ''} |`,
    ),
    '',
    `API down (the pages seen before, then the API stopped): ${checks
      .map((c) => `\`${c.route}\` ${c.status} (${c.source}), content ${c.content ? 'present' : 'MISSING ✗'}`)
      .join('; ')}; lines logged about serving kept pages: ${checks.staleLogLines}.`,
  ].join('\n')
}

const START = '<!-- bench:results:start (written by npm run bench:server) -->'
const END = '<!-- bench:results:end -->'

function writeDoc(report) {
  const file = path.join(root, options.doc)
  const doc = fs.readFileSync(file, 'utf8')
  const block = `${START}\n\n${report}\n\n${END}`
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  const next =
    start === -1 || end === -1
      ? `${doc.trimEnd()}\n\n${block}\n`
      : doc.slice(0, start) + block + doc.slice(end + END.length)
  fs.writeFileSync(file, next)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
