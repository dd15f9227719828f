#!/usr/bin/env node
/**
 * `npm run bench:server`: the server under load (a benchmark, not part of `npm test`). The
 * production build's server (`npm run build` first, or --build) in one process, the mock shop's
 * API in another answering every call after 50 ms, and autocannon with 50 connections for 20 s
 * on / and on a product page, twice each. Reports requests per second, latency p50/p99, errors
 * and non-2xx answers, and the server's resident memory before, between and after the rounds
 * (growth from round to round would be a leak). Writes the table into docs/perf.md between the
 * bench markers (--doc none to skip).
 *
 *   npm run bench:server -- [--build] [--duration 20] [--connections 50] [--latency 50] [--doc none]
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
  duration: Number(value('--duration', '20')),
  connections: Number(value('--connections', '50')),
  latency: Number(value('--latency', '50')),
  doc: value('--doc', 'docs/perf.md'),
  routes: ['/', '/product-details/napa-500-mg-tablet'],
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
      if (match) resolve({ child, match })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${output}`)))
  })
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: options.connections, duration: options.duration, headers: { accept: 'text/html' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function main() {
  if (options.build) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  const entry = path.join(root, 'build/server/index.js')
  if (!fs.existsSync(entry))
    throw new Error('bench:server: no build/server/index.js; run npm run build (or pass --build)')

  const api = await start(
    ['scripts/mock-api.mjs'],
    { MOCK_API_PORT: '0', MOCK_API_LATENCY: String(options.latency) },
    /Mock shop API on (\S+)/,
  )
  const server = await start(
    [entry],
    { PORT: '0', HOST: '127.0.0.1', API_BASE_URL: api.match[1], LOCAL_PUBLIC_ORIGIN: '1' },
    /Storefront on (\S+)/,
  )
  const origin = server.match[1]
  const loadBefore = os.loadavg().map((v) => v.toFixed(2))
  try {
    // Warm up: every route once, then a short burst.
    for (const route of options.routes) await fetch(origin + route).then((r) => r.text())
    const memory = [{ at: 'after warm-up', mb: rssMb(server.child.pid) }]
    const rows = []
    for (let round = 1; round <= 2; round += 1) {
      for (const route of options.routes) {
        const result = await cannon(origin + route)
        rows.push({
          round,
          route,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        })
        console.log(
          `bench: round ${round} ${route}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
        )
      }
      await sleep(2000)
      memory.push({ at: `after round ${round}`, mb: rssMb(server.child.pid) })
    }
    const loadAfter = os.loadavg().map((v) => v.toFixed(2))
    const report = format(rows, memory, { loadBefore, loadAfter })
    console.log(`\n${report}`)
    if (options.doc !== 'none') writeDoc(report)
  } finally {
    server.child.kill('SIGTERM')
    api.child.kill('SIGTERM')
  }
}

function format(rows, memory, { loadBefore, loadAfter }) {
  const cpus = os.cpus()
  return [
    `### Server under load: ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${options.connections} connections for ${options.duration} s per route and round (autocannon), the API answering every call after ${options.latency} ms (the mock shop in its own process), the load generator on the same machine: ${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}. Load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}.`,
    '',
    '| Round | Route | Requests/s | p50 | p99 | Requests | Errors | Non-2xx |',
    '| --: | --- | --: | --: | --: | --: | --: | --: |',
    ...rows.map(
      (r) =>
        `| ${r.round} | \`${r.route}\` | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.requests} | ${r.errors}${r.errors ? ' ✗' : ''} | ${r.non2xx}${r.non2xx ? ' ✗' : ''} |`,
    ),
    '',
    `Server memory (RSS): ${memory.map((m) => `${m.at} ${m.mb} MB`).join(', ')}.`,
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
