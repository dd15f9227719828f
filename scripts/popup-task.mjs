#!/usr/bin/env node
/**
 * What the home page's popup ad costs the main thread when it opens (issue 25 item 4; a benchmark
 * aid, not part of `npm test`). Loads `/` in fresh browser contexts (Chromium at 4x CPU throttling,
 * Lighthouse's 412 px phone with its user agent: scripts/phone.mjs), records a performance trace
 * until the ad has been open a second, and reports, per load and as the median:
 * - the task that puts the dialog in the page, and the ones that focus it and (a native dialog)
 *   call its `show()` or `showModal()` when they are other tasks;
 * - the style and layout work inside them, and how much of it was forced (run synchronously inside
 *   JavaScript, e.g. by `focus()` scrolling the element into view);
 * - how long the `focus()` of the dialog's close button took, and the native dialog's `show()` or
 *   `showModal()` (the popup has used each: decisions 0054 and 0070);
 * - over the 500 ms from the start of the task that inserts it: the longest task, the sum of the tasks, and the forced
 *   style and layout in them (so work moved to another task is still counted).
 *
 *   PORT=4190 MOCK_API_PORT=0 node scripts/serve-mock.mjs build/server/index.js &
 *   npm run profile:popup -- http://127.0.0.1:4190/ [--runs 5]   (POPUP_TASK_DEBUG=1: who forced what)
 */
import puppeteer from 'puppeteer-core'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { emulatePhone } from './phone.mjs'

const args = process.argv.slice(2)
const url = args.find((arg) => /^https?:/.test(arg)) ?? 'http://127.0.0.1:4190/'
const runsAt = args.indexOf('--runs')
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 5

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-devtools.timeline.stack',
]

/** Marks the dialog's insertion, its `show()` or `showModal()` and the close button's focus, in the page, before its scripts run. */
function instrument() {
  const focus = HTMLElement.prototype.focus
  HTMLElement.prototype.focus = function (options) {
    const popup = this instanceof Element && this.matches('[data-popup-close]')
    if (popup) performance.mark('popup-focus-start')
    const result = focus.call(this, options)
    if (popup) {
      performance.mark('popup-focus-end')
      performance.measure('popup-focus', 'popup-focus-start', 'popup-focus-end')
    }
    return result
  }
  for (const name of ['show', 'showModal']) {
    const open = HTMLDialogElement.prototype[name]
    HTMLDialogElement.prototype[name] = function () {
      performance.mark('popup-show-start')
      const result = open.call(this)
      performance.mark('popup-show-end')
      performance.measure('popup-show', 'popup-show-start', 'popup-show-end')
      return result
    }
  }
  new MutationObserver((records, observer) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (
          node instanceof Element &&
          (node.matches('[role=dialog], dialog') || node.querySelector('[role=dialog], dialog'))
        ) {
          performance.mark('popup-inserted')
          observer.disconnect()
          return
        }
  }).observe(document, { childList: true, subtree: true })
}

const ms = (us) => us / 1000
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function analyse(trace) {
  const events = trace.traceEvents
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((m) => m.pid === e.pid && m.name === 'popup-inserted'),
  )
  if (!main) throw new Error('no renderer main thread with the popup marks in the trace')
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid)
  const mark = (name) =>
    onMain.find((e) => e.name === name) ?? events.find((e) => e.pid === main.pid && e.name === name)
  const tasks = onMain.filter(
    (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  )
  const taskAt = (ts) => tasks.filter((t) => t.ts <= ts && ts <= t.ts + t.dur).sort((a, b) => b.dur - a.dur)[0]
  const inserted = mark('popup-inserted')
  const focused = mark('popup-focus-start')
  const focusEnd = mark('popup-focus-end')
  const showStart = mark('popup-show-start')
  const showEnd = mark('popup-show-end')
  const insertTask = inserted && taskAt(inserted.ts)
  const focusTask = focused && taskAt(focused.ts)
  const showTask = showStart && taskAt(showStart.ts)
  const chosen = [...new Set([insertTask, focusTask, showTask].filter(Boolean))]
  const work = { style: 0, layout: 0, forcedStyle: 0, forcedLayout: 0 }
  const scripts = onMain.filter(
    (e) =>
      e.ph === 'X' &&
      (e.name === 'FunctionCall' ||
        e.name === 'EvaluateScript' ||
        e.name === 'v8.callFunction' ||
        e.name === 'RunMicrotasks'),
  )
  for (const task of chosen) {
    for (const e of onMain) {
      if (e.ph !== 'X' || e.ts < task.ts || e.ts > task.ts + task.dur) continue
      if (e.name !== 'Layout' && e.name !== 'UpdateLayoutTree') continue
      const forced = scripts.some((s) => s.ts <= e.ts && e.ts + e.dur <= s.ts + s.dur)
      if (e.name === 'Layout') {
        work.layout += ms(e.dur)
        if (forced) work.forcedLayout += ms(e.dur)
      } else {
        work.style += ms(e.dur)
        if (forced) work.forcedStyle += ms(e.dur)
      }
    }
  }
  // Everything on the main thread in the 500 ms from the insertion (the frame that draws the
  // dialog and a deferred focus included): its longest task, its sum, and the forced work in it.
  const start = insertTask ? insertTask.ts : inserted.ts
  const end = start + 500_000
  const inWindow = tasks.filter((t) => t.ts >= start && t.ts <= end)
  let forcedInWindow = 0
  for (const e of onMain) {
    if (e.ph !== 'X' || e.ts < start || e.ts > end) continue
    if (e.name !== 'Layout' && e.name !== 'UpdateLayoutTree') continue
    if (scripts.some((s) => s.ts <= e.ts && e.ts + e.dur <= s.ts + s.dur)) {
      forcedInWindow += ms(e.dur)
      if (process.env.POPUP_TASK_DEBUG) {
        const caller = scripts
          .filter((c) => c.ts <= e.ts && e.ts + e.dur <= c.ts + c.dur)
          .sort((a, b) => a.dur - b.dur)[0]
        const frame = (e.args?.beginData?.stackTrace ?? [])[0] ?? caller?.args?.data
        if (!frame)
          console.log(
            '   within',
            onMain
              .filter((c) => c.ph === 'X' && c.ts <= e.ts && e.ts + e.dur <= c.ts + c.dur && c !== e)
              .map(
                (c) =>
                  `${c.name}${c.args?.data?.url ? `(${String(c.args.data.url).split('/').pop()}:${c.args.data.lineNumber})` : ''}`,
              )
              .join(' > '),
          )
        console.log(
          `  forced ${e.name} ${ms(e.dur).toFixed(1)} ms at +${ms(e.ts - start).toFixed(0)} ms by ${frame ? `${caller?.name} ${frame.functionName} ${String(frame.url).split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}` : '?'}`,
        )
      }
    }
  }
  return {
    longestTask500ms: Math.max(0, ...inWindow.map((t) => ms(t.dur))),
    busy500ms: inWindow.reduce((sum, t) => sum + ms(t.dur), 0),
    forced500ms: forcedInWindow,
    insertTask: insertTask ? ms(insertTask.dur) : NaN,
    focusTask: focusTask && focusTask !== insertTask ? ms(focusTask.dur) : 0,
    showTask: showTask && showTask !== insertTask ? ms(showTask.dur) : 0,
    focusCall: focused && focusEnd ? ms(focusEnd.ts - focused.ts) : NaN,
    // The native dialog's show() or showModal() (0 when the dialog is not a native one).
    showCall: showStart && showEnd ? ms(showEnd.ts - showStart.ts) : 0,
    ...work,
  }
}

const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
const results = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await emulatePhone(page)
    await page.evaluateOnNewDocument(instrument)
    const cdp = await page.createCDPSession()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.tracing.start({ categories: CATEGORIES })
    await page.goto(url, { waitUntil: 'load' })
    // Polled on a timer and reading only the marks: a visibility check would read style and layout
    // in the page itself (puppeteer's `visible` polls in animation frames) and be measured.
    // The close button's focus: our `focus()`, or the native dialog's own in `show()`/`showModal()`.
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('popup-focus-end').length > 0 ||
        (performance.getEntriesByName('popup-show-end').length > 0 &&
          document.activeElement?.matches('[data-popup-close]')),
      {
        polling: 250,
        timeout: 60_000,
      },
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'))
    const result = analyse(trace)
    results.push(result)
    console.log(
      `run ${run + 1}: ${JSON.stringify(result, (_k, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))}`,
    )
    await context.close()
  }
} finally {
  await browser.close()
}
const keys = Object.keys(results[0])
console.log(
  `median of ${RUNS}:`,
  Object.fromEntries(keys.map((key) => [key, Math.round(median(results.map((r) => r[key])) * 10) / 10])),
)
