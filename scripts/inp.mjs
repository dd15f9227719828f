#!/usr/bin/env node
/**
 * Responsiveness benchmark (issue 25 item 7; not part of `npm test`): the INP of the common
 * interactions on / and a product page, in Chromium at 4x CPU slowdown, measured in the page by
 * the web-vitals library's INP (attribution build), 5 fresh page loads per interaction, p75.
 *
 *   npm run perf:inp                                  # builds, measures, writes docs/perf.md
 *   npm run perf:inp -- --baseline f452052            # an earlier commit's build beside this one, runs alternating
 *   npm run perf:inp -- --no-build --doc none --runs 3 --only home-add-to-cart,home-open-cart
 *   npm run perf:inp -- --dist build --no-build       # an existing server build (npm run build's build/)
 *   (--dist DIR: where this build is made and served from, default node_modules/.cache/storefront-perf-ssr;
 *   inside the checkout: the server build finds its packages in node_modules)
 *   (--json FILE: every run and the rows; --port N: this build's server, the baseline's on N+1;
 *   --rate N: the CPU slowdown, default 4)
 *
 * What it runs against: the server-rendered production build (`npm run build`'s two builds, made
 * into node_modules/.cache/storefront-perf-ssr as `npm run perf` does, or --dist), served by its
 * own server on the mock shop run as an HTTP API (scripts/serve-mock.mjs), in a child process.
 * --baseline: the commit's files extracted with git archive, built and served the same way
 * (scripts/perf.mjs' helpers), and each interaction's runs alternate between the two builds, so
 * the machine's load falls on both alike.
 *
 * Every run: a fresh browser context (a new visitor: empty storage, cold cache), Chromium's CPU
 * slowed 4x (CDP Emulation.setCPUThrottlingRate) before the navigation, no network throttling;
 * web-vitals' attribution build (its IIFE) injected before the page's scripts with
 * `reportAllChanges: true` and `durationThreshold: 0`, so every interaction that makes INP grow is
 * reported. Then: the page is hydrated (`<html data-hydrated>`); on / the popup ad opens by
 * itself about a second after the load, and is closed by a script click; the control is scrolled
 * into view; the page is left to settle (network idle, then the main thread idle); then the one
 * measured interaction, made with trusted input (a tap on the phone viewport, a click or keys on
 * the desktop one). Steps that set the scene (opening the cart panel before its quantity +,
 * opening the phone's search panel) use untrusted script events, which the Event Timing API does
 * not report, so the page's INP is the measured interaction's alone. Its attribution (input
 * delay, processing, presentation delay, the longest script of its frames) comes from the same
 * report.
 *
 * INP ends at the next paint after the handlers: a control whose code loads on the interaction
 * (the cart panel, the category menu) is measured until the frame after the press, not until its
 * chunk has arrived.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { PHONE_CONTEXT } from './phone.mjs'
import {
  formatInpResults,
  formatInpTable,
  formatInpComparison,
  INP_RESULTS_END,
  INP_RESULTS_START,
  replaceBetween,
  summariseRuns,
} from './inp-report.mjs'
import { baselineCheckout, build, serveSsr } from './perf.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const PRODUCT_SLUG = 'napa-500-mg-tablet'
const PAGES = {
  home: { name: '`/`', path: '/' },
  product: { name: 'product page', path: `/product-details/${PRODUCT_SLUG}` },
}

/** Lighthouse's mobile phone (scripts/phone.mjs), and the desktop width of the stories. */
const VIEWPORTS = {
  phone: PHONE_CONTEXT,
  desktop: { viewport: { width: 1280, height: 800 } },
}

const SECOND = 1000
const TIMEOUT = 60 * SECOND

// The page functions below run in the browser (page.waitForFunction / evaluate).
const cartHasLine = () => {
  try {
    return JSON.parse(localStorage.getItem('cart') ?? '[]').length > 0
  } catch {
    return false
  }
}
const cartQuantityIs = (qty) => {
  try {
    return JSON.parse(localStorage.getItem('cart') ?? '[]')[0]?.qty === qty
  } catch {
    return false
  }
}

/**
 * In the page: the centre of the first of `elements` a tap there would reach (visible in the
 * screen, enabled, the element at that point is itself or inside it: not a carousel's control over
 * it), or null. `scroll`: each candidate is first scrolled to the middle of the screen.
 */
function reachablePoint(elements, scroll) {
  for (const element of elements) {
    if (element.disabled) continue
    if (scroll) element.scrollIntoView({ block: 'center', inline: 'center' })
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue
    const hit = document.elementFromPoint(x, y)
    if (hit !== null && element.contains(hit)) return { x, y }
  }
  return null
}

/**
 * A card's Add to Cart: one is scrolled into the screen before the page settles; at the tap, the
 * first one reachable then is tapped at its centre (by coordinates: where the rows autoplay
 * (Swiper), a card never stands still for Playwright's checks). Checked in the page with no
 * input at all: Playwright's trial tap is not free of events.
 */
const cardButtons = (page) => page.getByRole('main').getByRole('button', { name: /^Add to Cart\b/ })

async function scrollToCardButton(page) {
  const point = await cardButtons(page).evaluateAll(reachablePoint, true)
  if (!point) throw new Error('no Add to Cart a tap can reach')
  return null
}

async function tapCardButton(page) {
  const point = await cardButtons(page).evaluateAll(reachablePoint, false)
  if (!point) throw new Error('no Add to Cart a tap can reach')
  await page.touchscreen.tap(point.x, point.y)
}

const shortcuts = (page) => page.getByRole('navigation', { name: 'Shortcuts' })
/** A dialog on screen: a Radix one (role=dialog) or a native one (the cart panel's frame). */
const visibleDialog = (page) => page.locator('[role=dialog]:visible, dialog:visible').first()

/**
 * The measured interactions. `prepare` sets the scene with untrusted events and returns what
 * `act` needs; `act` is the trusted input; `done` waits for what the shopper sees after it.
 */
export const INTERACTIONS = [
  {
    id: 'home-add-to-cart',
    name: 'Add to Cart on a card',
    page: 'home',
    viewport: 'phone',
    prepare: scrollToCardButton,
    act: tapCardButton,
    done: (page) => page.waitForFunction(cartHasLine, undefined, { timeout: 20 * SECOND }),
  },
  {
    id: 'home-open-cart',
    name: 'open the cart panel',
    page: 'home',
    viewport: 'phone',
    prepare: (page) => shortcuts(page).getByRole('button', { name: /^Cart\b/ }),
    act: (page, button) => button.tap(),
    done: (page) => visibleDialog(page).waitFor({ timeout: TIMEOUT }),
  },
  {
    id: 'home-quantity-plus',
    name: 'quantity + (cart panel, one line)',
    page: 'home',
    viewport: 'phone',
    cart: true,
    prepare: async (page) => {
      await shortcuts(page)
        .getByRole('button', { name: /^Cart\b/ })
        .dispatchEvent('click')
      const plus = visibleDialog(page).getByRole('button', { name: /^Increase quantity of/ })
      await plus.waitFor({ timeout: TIMEOUT })
      return plus
    },
    act: (page, button) => button.tap(),
    done: (page) => page.waitForFunction(cartQuantityIs, 2, { timeout: TIMEOUT }),
  },
  {
    id: 'home-category-menu',
    name: 'open the category menu (header button, offcanvas)',
    page: 'home',
    viewport: 'phone',
    prepare: (page) => page.getByRole('button', { name: 'Categories menu' }),
    act: (page, button) => button.tap(),
    done: (page) => visibleDialog(page).waitFor({ timeout: TIMEOUT }),
  },
  {
    id: 'home-search',
    name: 'type in search ("napa", phone search panel)',
    page: 'home',
    viewport: 'phone',
    prepare: openPhoneSearch,
    act: typeNapa,
    done: (page, input) => waitForValue(page, input),
  },
  {
    id: 'home-category-menu-desktop',
    name: 'open the category menu (All Categories)',
    page: 'home',
    viewport: 'desktop',
    prepare: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'All Categories' }),
    act: (page, button) => button.click(),
    done: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .locator('button[aria-expanded=true]')
        .waitFor({ timeout: TIMEOUT }),
  },
  {
    id: 'home-search-desktop',
    name: 'type in search ("napa", header, suggestions)',
    page: 'home',
    viewport: 'desktop',
    prepare: async (page) => {
      const input = page.getByRole('banner').getByRole('searchbox')
      await input.focus()
      return input
    },
    act: typeNapa,
    done: (page, input) => waitForValue(page, input),
  },
  {
    id: 'product-add-to-cart',
    name: "Add to Cart (the product's own button)",
    page: 'product',
    viewport: 'phone',
    prepare: (page) => page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }),
    act: (page, button) => button.tap(),
    done: (page) => page.waitForFunction(cartHasLine, undefined, { timeout: TIMEOUT }),
  },
  {
    id: 'product-open-cart',
    name: 'open the cart panel',
    page: 'product',
    viewport: 'phone',
    prepare: (page) => shortcuts(page).getByRole('button', { name: /^Cart\b/ }),
    act: (page, button) => button.tap(),
    done: (page) => visibleDialog(page).waitFor({ timeout: TIMEOUT }),
  },
  {
    id: 'product-quantity-plus',
    name: "quantity + (the product's stepper)",
    page: 'product',
    viewport: 'phone',
    prepare: (page) => page.getByRole('main').getByRole('button', { name: /^Increase quantity of/ }),
    act: (page, button) => button.tap(),
    done: (page) =>
      page
        .getByRole('main')
        .getByRole('spinbutton', { name: /^Quantity of/ })
        .and(page.locator('[aria-valuenow="2"]'))
        .waitFor({ timeout: TIMEOUT }),
  },
  {
    id: 'product-category-menu',
    name: 'open the category menu (header button, offcanvas)',
    page: 'product',
    viewport: 'phone',
    prepare: (page) => page.getByRole('button', { name: 'Categories menu' }),
    act: (page, button) => button.tap(),
    done: (page) => visibleDialog(page).waitFor({ timeout: TIMEOUT }),
  },
  {
    id: 'product-search',
    name: 'type in search ("napa", phone search panel)',
    page: 'product',
    viewport: 'phone',
    prepare: openPhoneSearch,
    act: typeNapa,
    done: (page, input) => waitForValue(page, input),
  },
]

/** The phone's search panel, opened by a script click on the bottom bar's Search; its input focused. */
async function openPhoneSearch(page) {
  await shortcuts(page).getByRole('button', { name: 'Search' }).dispatchEvent('click')
  const input = page.locator('input[type=search]:visible').first()
  await input.waitFor({ timeout: TIMEOUT })
  await input.focus()
  return input
}

/** Four keys into the focused search box, 150 ms apart (each key press is an interaction). */
async function typeNapa(page) {
  await page.keyboard.type('napa', { delay: 150 })
}

async function waitForValue(page, input) {
  const handle = await input.elementHandle()
  await page.waitForFunction((element) => element.value === 'napa', handle, { timeout: TIMEOUT })
}

/**
 * In the page before its scripts: web-vitals' INP with attribution, every change recorded in
 * `window.__inpReports` as plain data; and, for the interactions that need one, a cart line.
 */
function initScript(webVitalsIife, cartLine) {
  const collector = (webVitals) => {
    const reports = []
    window.__inpReports = reports
    webVitals.onINP(
      (metric) => {
        const a = metric.attribution ?? {}
        const longest = a.longestScript
        reports.push({
          value: metric.value,
          time: a.interactionTime,
          type: a.interactionType,
          target: a.interactionTarget,
          inputDelay: a.inputDelay,
          processing: a.processingDuration,
          presentation: a.presentationDelay,
          loadState: a.loadState,
          totalScript: a.totalScriptDuration,
          styleAndLayout: a.totalStyleAndLayoutDuration,
          script: longest
            ? {
                invoker: longest.entry.invoker,
                source: longest.entry.sourceURL,
                fn: longest.entry.sourceFunctionName,
                duration: longest.intersectingDuration,
                subpart: longest.subpart,
              }
            : null,
        })
      },
      { reportAllChanges: true, durationThreshold: 0 },
    )
  }
  // (about:blank has no storage: the try keeps the script going there)
  const cart = cartLine
    ? `try { if (localStorage.getItem('cart') === null) localStorage.setItem('cart', ${JSON.stringify(
        JSON.stringify([cartLine]),
      )}) } catch {}\n`
    : ''
  return `${webVitalsIife}\n;${cart}(${collector.toString()})(webVitals);`
}

/** The line a cart has before the panel's quantity + (as perf.mjs puts a cart together). */
async function productLine(origin) {
  const response = await fetch(`${origin}/api/product-details/${PRODUCT_SLUG}`)
  if (!response.ok) throw new Error(`perf:inp: GET /api/product-details/${PRODUCT_SLUG} answered ${response.status}`)
  const answer = await response.json()
  const product = answer.data ?? answer
  return { ...(Array.isArray(product) ? product[0] : product), qty: 1 }
}

/** Until the network has been idle and then the main thread idle for two idle periods in a row. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30 * SECOND }).catch(() => {})
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let calm = 0
        const tick = (deadline) => {
          calm = deadline.timeRemaining() >= 40 ? calm + 1 : 0
          if (calm >= 2) resolve()
          else requestIdleCallback(tick, { timeout: 1000 })
        }
        requestIdleCallback(tick, { timeout: 1000 })
        setTimeout(resolve, 10_000)
      }),
  )
}

/** On /: the popup ad opens by itself about a second after the load; a script click closes it. */
async function closePopup(page) {
  const close = page.locator('[data-popup-close]')
  try {
    await close.waitFor({ state: 'visible', timeout: 20 * SECOND })
  } catch {
    return 'the popup ad did not open within 20 s'
  }
  await close.dispatchEvent('click')
  await page.locator('[role=dialog]:visible').first().waitFor({ state: 'detached', timeout: TIMEOUT })
  return null
}

/**
 * A build's server that is started again when it has gone (a server killed from outside, or one
 * that died under the machine's load, would otherwise fail every later run of the benchmark).
 */
function keptServing(options, from) {
  let current = null
  return {
    async origin() {
      if (current) {
        const alive = await fetch(`${current.origin}/robots.txt`, { signal: AbortSignal.timeout(30 * SECOND) })
          .then((response) => response.ok)
          .catch(() => false)
        if (alive) return current.origin
        console.error(`perf:inp: the server on ${current.origin} does not answer: starting it again`)
        await current.close().catch(() => {})
      }
      for (let attempt = 1; ; attempt += 1) {
        try {
          current = await serveSsr(options, from)
          break
        } catch (error) {
          if (attempt >= 3) throw error
          console.error(`perf:inp: ${error.message.trim()}; starting it again (attempt ${attempt + 1})`)
        }
      }
      // A fresh server's first renders wait for the mock shop's first answers (and may give up and
      // render loading states): each page once before it is measured.
      for (const { path: route } of Object.values(PAGES))
        await fetch(current.origin + route, { signal: AbortSignal.timeout(TIMEOUT) }).catch(() => {})
      return current.origin
    },
    close: async () => {
      await current?.close()
    },
  }
}

/** One fresh page load and one measured interaction: its INP report (the largest after the mark). */
async function measureOnce(browser, origin, interaction, options, context) {
  const browserContext = await browser.newContext({ ...VIEWPORTS[interaction.viewport], serviceWorkers: 'allow' })
  const notes = []
  try {
    await browserContext.addInitScript({
      content: initScript(context.webVitals, interaction.cart ? context.cartLines.get(origin) : null),
    })
    const page = await browserContext.newPage()
    const cdp = await browserContext.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.rate })
    await page.goto(origin + PAGES[interaction.page].path, { waitUntil: 'domcontentloaded', timeout: TIMEOUT })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: TIMEOUT })
    if (interaction.page === 'home') {
      const note = await closePopup(page)
      if (note) notes.push(note)
    }
    const target = await interaction.prepare(page)
    if (target && typeof target.scrollIntoViewIfNeeded === 'function') await target.scrollIntoViewIfNeeded()
    await settle(page)
    const before = await page.evaluate(() => window.__inpReports)
    for (const report of before)
      notes.push(`before the interaction: INP ${Math.round(report.value)} ms, ${report.type} on ${report.target}`)
    const mark = await page.evaluate(() => performance.now())
    await interaction.act(page, target)
    await interaction.done(page, target)
    // web-vitals reports after the frame is presented, when the page is idle (at most ~1 s later).
    const reports = await page
      .waitForFunction(
        (since) => {
          const after = window.__inpReports.filter((report) => report.time >= since)
          return after.length > 0 ? after : null
        },
        mark,
        { timeout: 10 * SECOND, polling: 250 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => [])
    // Keys: let the last key's report arrive too.
    if (interaction.act === typeNapa) await page.waitForTimeout(1500)
    const all = await page.evaluate((since) => window.__inpReports.filter((report) => report.time >= since), mark)
    const chosen = (all.length > 0 ? all : reports).reduce(
      (worst, report) => (worst === null || report.value > worst.value ? report : worst),
      null,
    )
    if (!chosen) return { error: 'web-vitals reported no INP for the interaction', notes }
    return { ...chosen, notes }
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0], notes }
  } finally {
    await browserContext.close().catch(() => {})
  }
}

function parseArgs(argv) {
  const value = (name, fallback) => (argv.includes(name) ? (argv[argv.indexOf(name) + 1] ?? fallback) : fallback)
  const only = value('--only', null)
  const interactions = only
    ? only.split(',').map((id) => {
        const found = INTERACTIONS.find((interaction) => interaction.id === id.trim())
        if (!found)
          throw new Error(`perf:inp: no interaction ${id}; there are ${INTERACTIONS.map((i) => i.id).join(', ')}`)
        return found
      })
    : INTERACTIONS
  const dist = value('--dist', null)
  return {
    target: 'ssr',
    runs: Number(value('--runs', '5')),
    rate: Number(value('--rate', '4')),
    build: !argv.includes('--no-build'),
    outDir: path.resolve(root, dist ?? 'node_modules/.cache/storefront-perf-ssr'),
    dist,
    baseline: value('--baseline', null),
    port: Number(value('--port', '4186')),
    doc: value('--doc', 'docs/perf.md'),
    json: value('--json', null),
    interactions,
  }
}

const round = (value) => (typeof value === 'number' ? Math.round(value) : value)

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const started = Date.now()
  const baseline = options.baseline ? baselineCheckout(options.baseline) : null
  const baselineOptions = baseline
    ? { ...options, outDir: path.join(baseline.dir, 'build-perf'), port: options.port + 1 }
    : null
  if (options.build) build(options)
  if (!fs.existsSync(path.join(options.outDir, 'server/index.js')))
    throw new Error(`perf:inp: no server build in ${options.outDir} (build it, or leave out --no-build)`)
  if (baseline && (options.build || !fs.existsSync(path.join(baselineOptions.outDir, 'server/index.js'))))
    build(baselineOptions, baseline.dir)
  const server = keptServing(options, root)
  const baselineServer = baseline ? keptServing(baselineOptions, baseline.dir) : null
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true })
  const webVitalsDir = path.join(root, 'node_modules/web-vitals')
  const context = {
    webVitals: fs.readFileSync(path.join(webVitalsDir, 'dist/web-vitals.attribution.iife.js'), 'utf8'),
    cartLines: new Map(),
  }
  const load = () => os.loadavg().map((value) => value.toFixed(2))
  const loadBefore = load()
  const rows = []
  const baselineRows = []
  const allRuns = []
  try {
    for (const kept of [server, baselineServer].filter(Boolean)) {
      const origin = await kept.origin()
      context.cartLines.set(origin, await productLine(origin))
    }
    for (const interaction of options.interactions) {
      const runs = []
      const baselineRuns = []
      for (let run = 0; run < options.runs; run += 1) {
        const order = [
          { kept: server, into: runs, label: '' },
          ...(baselineServer
            ? [{ kept: baselineServer, into: baselineRuns, label: ` (baseline ${baseline.sha})` }]
            : []),
        ]
        if (run % 2 === 1) order.reverse()
        for (const { kept, into, label } of order) {
          const result = await measureOnce(browser, await kept.origin(), interaction, options, context)
          into.push(result)
          allRuns.push({ interaction: interaction.id, build: label ? baseline.sha : 'this', run: run + 1, ...result })
          const said =
            typeof result.value === 'number'
              ? `INP ${round(result.value)} ms (input ${round(result.inputDelay)}, processing ${round(result.processing)}, ` +
                `presentation ${round(result.presentation)}; ${result.type} on ${result.target})`
              : `failed: ${result.error}`
          const notes = result.notes?.length ? ` [${result.notes.join('; ')}]` : ''
          console.error(`perf:inp: ${interaction.id}${label} run ${run + 1}: ${said}${notes}`)
        }
      }
      const described = { ...interaction, page: PAGES[interaction.page].name }
      rows.push(summariseRuns(described, runs))
      if (baselineServer) baselineRows.push(summariseRuns(described, baselineRuns))
    }
  } finally {
    await browser.close()
    await server.close()
    await baselineServer?.close()
  }
  const loadAfter = load()
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
  const meta = {
    date: new Date().toISOString(),
    build: !options.build
      ? `the server build in ${path.relative(root, options.outDir)}`
      : `server-rendered production build of ${head}${execFileSync('git', ['status', '--porcelain'], { cwd: root }).length > 0 ? ' (with uncommitted changes)' : ''}`,
    runs: options.runs,
    cpuRate: options.rate,
    cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
    memory: `${Math.round(os.totalmem() / 1024 ** 3)} GB`,
    node: process.version,
    chromium: execFileSync(chromiumPath(), ['--version']).toString().trim(),
    webVitals: JSON.parse(fs.readFileSync(path.join(webVitalsDir, 'package.json'), 'utf8')).version,
    loadBefore,
    loadAfter,
    seconds: Math.round((Date.now() - started) / 1000),
  }
  console.log(formatInpTable(rows))
  if (baseline) {
    console.log(`\nBaseline ${baseline.sha}, the same run:\n${formatInpTable(baselineRows)}`)
    console.log(`\nThis build against ${baseline.sha}:\n${formatInpComparison(rows, baselineRows, baseline.sha)}`)
  }
  console.log(
    `\n${meta.date} · ${meta.build} · ${meta.chromium} · web-vitals ${meta.webVitals} · ${meta.cpus} · ` +
      `load average (1/5/15 min) at the start ${loadBefore.join(' ')}, at the end ${loadAfter.join(' ')} · ` +
      `p75 of ${meta.runs} runs at ${meta.cpuRate}x CPU · ${meta.seconds} s`,
  )
  if (options.json) fs.writeFileSync(options.json, JSON.stringify({ meta, rows, baselineRows, runs: allRuns }, null, 2))
  if (options.doc !== 'none') {
    const doc = path.resolve(root, options.doc)
    const results = formatInpResults(meta, rows, baseline ? { sha: baseline.sha, rows: baselineRows } : null)
    fs.writeFileSync(doc, replaceBetween(fs.readFileSync(doc, 'utf8'), INP_RESULTS_START, INP_RESULTS_END, results))
    console.log(`\nperf:inp: wrote the results to ${path.relative(root, doc)}`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
