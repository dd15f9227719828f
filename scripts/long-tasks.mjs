#!/usr/bin/env node
/**
 * A page load's long tasks, and React's among them (issue 25: hydration in slices; a benchmark aid,
 * not part of `npm test`). Loads each URL in fresh browser contexts (Chromium at 4x CPU
 * throttling, Lighthouse's 412 px phone with its user agent: scripts/phone.mjs), the URLs
 * alternating so the machine's load falls on each alike, records a performance trace from the
 * navigation to 6 s after the load event, and prints per load and as medians, counting from the
 * first contentful paint:
 * - the blocking time (the part of each main-thread task over 50 ms, as Lighthouse's TBT) and the
 *   tasks over 50 ms;
 * - React's tasks (more than half of the task one call into the framework chunk: hydration's
 *   renders and commits, the effects), their longest and their blocking time;
 * - the script tasks' blocking time (more than half of the task in script: evaluation, timers,
 *   events, callbacks), apart from style, layout and paint, whose time on this machine varies
 *   most between loads and which a change to the app's script does not touch.
 *
 * A URL whose path starts with /checkout is loaded with the benchmarks' two-line cart in storage
 * (scripts/perf.mjs), as a shopper reaches it. `--detail` also prints, for every task over 50 ms,
 * what is in it: the trace's events directly under the task, summed by name (a script's
 * evaluation or call by the script's file).
 *
 *   PORT=4201 MOCK_API_PORT=0 node scripts/serve-mock.mjs <an earlier build>/server/index.js &
 *   PORT=4202 MOCK_API_PORT=0 node scripts/serve-mock.mjs build/server/index.js &
 *   npm run profile:tasks -- http://127.0.0.1:4201/product-details/napa-500-mg-tablet \
 *     http://127.0.0.1:4202/product-details/napa-500-mg-tablet [--runs 8]
 *
 * (A server build outside the checkout resolves its packages from there: copy it inside, e.g.
 * under node_modules/.cache.)
 */
import puppeteer from 'puppeteer-core'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { emulatePhone } from './phone.mjs'
import { blockingTime, median, storeCheckoutCart } from './perf.mjs'

const args = process.argv.slice(2)
const urls = args.filter((arg) => /^https?:/.test(arg))
const runsAt = args.indexOf('--runs')
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 8
const DETAIL = args.includes('--detail')
if (urls.length === 0) {
  console.error('usage: npm run profile:tasks -- <url> [<url> ...] [--runs 8]')
  process.exit(2)
}

/** Trace events that are script running (the module's evaluation, a timer, an event, a callback). */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'EventDispatch',
  'v8.callFunction',
  'RunMicrotasks',
  'FireIdleCallback',
  'FireAnimationFrame',
])

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   args?: { name?: string, data?: { url?: string, type?: string, functionName?: string } } }} TraceEvent
 */

/** One load of `url`: the durations (ms) of the main thread's tasks after the first contentful paint, React's apart. */
async function load(browser, url) {
  const context = await browser.createBrowserContext()
  try {
    const { origin, pathname } = new URL(url)
    if (pathname.startsWith('/checkout')) await storeCart(context, origin)
    const page = await context.newPage()
    await emulatePhone(page)
    const cdp = await page.createCDPSession()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
    await page.goto(url, { waitUntil: 'load' })
    await new Promise((resolve) => setTimeout(resolve, 6000))
    /** @type {TraceEvent[]} */
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents
    const main = new Set(
      events
        .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
        .map((event) => `${event.pid}:${event.tid}`),
    )
    const paint = events.find((event) => event.name === 'firstContentfulPaint')
    const tasks = events.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        main.has(`${event.pid}:${event.tid}`) &&
        (!paint || event.ts >= paint.ts),
    )
    const calls = events.filter(
      (event) => event.name === 'FunctionCall' && /\/framework-[^/]*\.js$/.test(event.args?.data?.url ?? ''),
    )
    const script = events.filter(
      (event) => SCRIPT_EVENTS.has(event.name) && event.ph === 'X' && main.has(`${event.pid}:${event.tid}`),
    )
    /** Time of the task spent in script: its outermost script events, summed. */
    const inScript = (task) => {
      let end = -1
      let sum = 0
      for (const event of script) {
        if (event.ts < task.ts || event.ts + (event.dur ?? 0) > task.ts + task.dur || event.ts < end) continue
        sum += event.dur ?? 0
        end = event.ts + (event.dur ?? 0)
      }
      return sum
    }
    const isReact = (task) =>
      calls.some(
        (call) =>
          call.pid === task.pid &&
          call.tid === task.tid &&
          call.ts >= task.ts &&
          call.ts <= task.ts + task.dur &&
          call.dur > task.dur / 2,
      )
    const ms = (task) => Math.round(task.dur / 1000)
    if (DETAIL) {
      for (const task of tasks.filter((each) => each.dur > 50000)) {
        console.log(
          `  task ${ms(task)} ms at +${Math.round((task.ts - (paint?.ts ?? task.ts)) / 1000)} ms: ${inside(events, task)}`,
        )
      }
    }
    return {
      all: tasks.map(ms),
      react: tasks.filter(isReact).map(ms),
      script: tasks.filter((task) => task.dur > 50000 && inScript(task) > task.dur / 2).map(ms),
    }
  } finally {
    await context.close()
  }
}

/** The benchmarks' two-line cart, stored on the origin before the measured load (a context of its own). */
async function storeCart(context, origin) {
  const page = await context.newPage()
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await storeCheckoutCart(page)
    const session = await page.createCDPSession()
    await session.send('Network.clearBrowserCache')
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' })
    await session.detach()
  } finally {
    await page.close()
  }
}

/**
 * What a task holds: the complete events on its thread directly under it (not nested in another),
 * summed by name (a script's by its file's name), those of 1 ms or more.
 * @param {TraceEvent[]} events
 * @param {TraceEvent} task
 */
function inside(events, task) {
  const end = task.ts + (task.dur ?? 0)
  const children = events
    .filter(
      (event) =>
        event !== task &&
        event.ph === 'X' &&
        event.pid === task.pid &&
        event.tid === task.tid &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end &&
        (event.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  /** @type {Map<string, number>} */
  const sums = new Map()
  let until = -1
  for (const event of children) {
    if (event.ts < until) continue
    until = event.ts + (event.dur ?? 0)
    const data = event.args?.data
    const what = data?.url?.split('/').pop() || data?.type || data?.functionName
    const name = what ? `${event.name} ${what}` : event.name
    sums.set(name, (sums.get(name) ?? 0) + (event.dur ?? 0))
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .filter(([, us]) => us >= 1000)
    .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
    .join(', ')
}

const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
/** @type {Map<string, Array<{ all: number[], react: number[], script: number[] }>>} */
const results = new Map(urls.map((url) => [url, []]))
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const url of urls) {
      const loaded = await load(browser, url)
      results.get(url)?.push(loaded)
      const long = loaded.all.filter((ms) => ms > 50)
      const react = loaded.react.filter((ms) => ms > 20)
      console.log(
        `${run} ${url}: blocking ${blockingTime(loaded.all)} ms (script tasks ${blockingTime(loaded.script)} ms), tasks > 50 ms: ${long.join(', ') || 'none'}; React's tasks > 20 ms: ${react.join(', ') || 'none'}`,
      )
    }
  }
} finally {
  await browser.close()
}

console.log(`\nMedians of ${RUNS} loads (ms, from the first contentful paint, 4x CPU):`)
console.log('| URL | blocking time | script tasks: blocking time | React: longest task | React: blocking time |')
console.log('| --- | --: | --: | --: | --: |')
for (const [url, loads] of results) {
  const all = median(loads.map((loaded) => blockingTime(loaded.all)))
  const longest = median(loads.map((loaded) => Math.max(0, ...loaded.react)))
  const react = median(loads.map((loaded) => blockingTime(loaded.react)))
  const script = median(loads.map((loaded) => blockingTime(loaded.script)))
  console.log(`| ${url} | ${all} | ${script} | ${longest} | ${react} |`)
}
