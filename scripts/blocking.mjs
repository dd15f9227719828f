#!/usr/bin/env node
/**
 * Blocking time as a shopper's phone has it, and as DevTools measures it (issue 25; a benchmark
 * aid, not part of `npm test`).
 *
 * Lighthouse, `npm run perf`, `npm run profile:tasks` and `npm run perf:inp` drive Chromium over
 * DevTools with its Runtime, Network and Page domains on, and what they measure is not quite a
 * shopper's page: with Runtime on, V8 records a detailed stack (line and column) for every Error
 * object a script makes, and for a frame in a function compiled without its source positions it
 * parses the function again to find them. react-dom's client makes five Errors when its module
 * first runs, inside its 180 KB module function: about 40-50 ms more at 4x CPU in the task that
 * evaluates the entry (docs/perf.md, decision 0075).
 *
 * This loads each URL, alternating, in two fresh browser contexts of one Chromium:
 * - `bare`: over a bare DevTools connection: the page target, its emulation (the benchmarks' phone
 *   of scripts/phone.mjs, 4x CPU) and a script that starts a Long Tasks observer before the page's
 *   own (the Page domain, which runs it), then one evaluation that reads it once the page has
 *   settled (6 s after the navigation);
 * - `devtools`: the same, with the Runtime, Network and Page domains enabled first, as Lighthouse
 *   and Puppeteer have them;
 * and prints, from the page's own Long Tasks API, the blocking time after the first contentful paint
 * (the part of each task over 50 ms, as Lighthouse's TBT, without its end at TTI) and the tasks
 * over 50 ms, per load and as medians.
 *
 *   PORT=4202 MOCK_API_PORT=0 node scripts/serve-mock.mjs build/server/index.js &
 *   npm run perf:blocking -- http://127.0.0.1:4202/product/medicines [<url> ...] [--runs 5]
 *
 * A URL whose path starts with /checkout is loaded with the benchmarks' two-line cart in storage
 * (scripts/perf.mjs), stored by another page of the same context, closed before the measured one
 * opens, with the HTTP cache cleared after it.
 * Chromium is driven over --remote-debugging-pipe (no WebSocket client needed on Node 20).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { blockingTime, median, storeCheckoutCart } from './perf.mjs'
import { PHONE_CONTEXT } from './phone.mjs'

const args = process.argv.slice(2)
const urls = args.filter((arg) => /^https?:/.test(arg))
const runsAt = args.indexOf('--runs')
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 5
const SETTLE_MS = 6000
const MODES = ['bare', 'devtools']
if (urls.length === 0 || !(RUNS > 0)) {
  console.error('usage: npm run perf:blocking -- <url> [<url> ...] [--runs 5]')
  process.exit(2)
}

/** Runs in the page before its own scripts: every long task from the navigation on. */
const OBSERVER = `(() => {
  const tasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  Object.defineProperty(window, '__benchmarkLongTasks', { value: tasks })
})()`

/** Read once the page has settled: the FCP and the long tasks that end after it. */
const READ = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
  if (!window.__benchmarkLongTasks) throw new Error('the long tasks observer did not run')
  const tasks = window.__benchmarkLongTasks.filter(([start, duration]) => fcp !== null && start + duration > fcp)
  return JSON.stringify({ fcp, tasks })
})()`

/** Chromium over a DevTools pipe: `send(method, params, sessionId)` answers with the result. */
function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-blocking-'))
  const child = spawn(
    chromiumPath(),
    [...CHROMIUM_ARGS, '--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const pending = new Map()
  let nextId = 0
  let buffer = ''
  child.stdio[4].on('data', (chunk) => {
    buffer += chunk.toString('utf8')
    let end
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end))
      buffer = buffer.slice(end + 1)
      const waiting = message.id === undefined ? undefined : pending.get(message.id)
      if (!waiting) continue
      pending.delete(message.id)
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`))
      else waiting.resolve(message.result)
    }
  })
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId
      pending.set(id, { resolve, reject, method })
      child.stdio[3].write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0')
    })
  const exited = new Promise((resolve) => {
    child.once('exit', resolve)
    child.once('error', resolve)
  })
  // Chromium gone (a crash, a missing binary): every call waiting for an answer fails, none hangs.
  const fail = (error) => {
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }
  child.once('exit', (code, signal) => fail(new Error(`Chromium exited (${signal ?? code})`)))
  child.once('error', fail)
  for (const pipe of [child.stdio[3], child.stdio[4]]) pipe.on('error', fail)
  const close = async () => {
    child.kill()
    await exited
    fs.rmSync(profile, { recursive: true, force: true })
  }
  return { send, close }
}

/** A Runtime.evaluate in the page of `sessionId` (no domain enabled for it): its value. */
async function evaluateIn(send, sessionId, expression) {
  const { result, exceptionDetails } = await send(
    'Runtime.evaluate',
    { expression, returnByValue: true, awaitPromise: true },
    sessionId,
  )
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
  return result.value
}

/** A page of the context, and its session. */
async function openPage(send, browserContextId) {
  const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId })
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true })
  return { targetId, sessionId }
}

/**
 * The benchmarks' cart in the context's storage, from a page of its own (closed after: the measured
 * page starts without its memory cache), then the HTTP cache cleared.
 */
async function storeCartInContext(send, browserContextId, origin) {
  const { targetId, sessionId } = await openPage(send, browserContextId)
  await send('Page.navigate', { url: origin + '/' }, sessionId)
  while ((await evaluateIn(send, sessionId, 'document.readyState')) !== 'complete') {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await storeCheckoutCart({ evaluate: (fn, arg) => evaluateIn(send, sessionId, `(${fn})(${JSON.stringify(arg)})`) })
  await send('Network.clearBrowserCache', {}, sessionId)
  await send('Target.closeTarget', { targetId })
}

async function load(browser, url, mode) {
  const { send } = browser
  const { origin, pathname } = new URL(url)
  const checkout = pathname.startsWith('/checkout')
  const { browserContextId } = await send('Target.createBrowserContext')
  try {
    if (checkout) await storeCartInContext(send, browserContextId, origin)
    const { sessionId } = await openPage(send, browserContextId)
    // Page: what runs the observer before the page's scripts (a script to evaluate on new documents).
    for (const domain of mode === 'devtools' ? ['Page', 'Network', 'Runtime'] : ['Page']) {
      await send(`${domain}.enable`, {}, sessionId)
    }
    const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = PHONE_CONTEXT
    await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor, mobile: isMobile }, sessionId)
    await send('Emulation.setTouchEmulationEnabled', { enabled: hasTouch }, sessionId)
    await send('Emulation.setUserAgentOverride', { userAgent }, sessionId)
    await send('Emulation.setCPUThrottlingRate', { rate: 4 }, sessionId)
    await send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVER }, sessionId)
    await send('Page.navigate', { url }, sessionId)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const evaluate = (expression) =>
      evaluateIn(send, sessionId, expression).catch((error) => {
        throw new Error(`${url}: ${error.message}`)
      })
    const { fcp, tasks } = JSON.parse(await evaluate(READ))
    if (checkout && !(await evaluate(`JSON.parse(localStorage.getItem('cart') ?? '[]').length`))) {
      throw new Error(`${url}: the cart was not stored`)
    }
    if (fcp === null) throw new Error(`${url}: no first contentful paint within ${SETTLE_MS} ms`)
    const durations = tasks.map(([, duration]) => Math.round(duration))
    return { blocking: blockingTime(durations), durations }
  } finally {
    await send('Target.disposeBrowserContext', { browserContextId })
  }
}

const browser = launch()
const results = new Map(urls.flatMap((url) => MODES.map((mode) => [`${mode} ${url}`, []])))
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const url of urls) {
      // The two modes' order alternates too: a slow moment of the machine falls on each alike.
      for (const mode of run % 2 ? MODES : [...MODES].reverse()) {
        const result = await load(browser, url, mode)
        results.get(`${mode} ${url}`).push(result)
        console.log(
          `${run} ${mode.padEnd(8)} ${url}: blocking ${result.blocking} ms, tasks > 50 ms: ${result.durations.join(', ') || 'none'}`,
        )
      }
    }
  }
} finally {
  await browser.close()
}

console.log(`\nMedians of ${RUNS} loads (ms, after the first contentful paint, 4x CPU, the page's Long Tasks API):`)
console.log('| URL | bare: blocking time | bare: longest task | devtools: blocking time | devtools: longest task |')
console.log('| --- | --: | --: | --: | --: |')
for (const url of urls) {
  const cells = MODES.flatMap((mode) => {
    const loads = results.get(`${mode} ${url}`)
    return [median(loads.map((load) => load.blocking)), median(loads.map((load) => Math.max(0, ...load.durations)))]
  })
  console.log(`| ${url} | ${cells.join(' | ')} |`)
}
