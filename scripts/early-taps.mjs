#!/usr/bin/env node
/**
 * Early taps (issue 25 item 3: no dead taps; a benchmark aid, not part of `npm test`): is a tap on
 * "Add to Cart" lost when it comes soon after the server's HTML is painted? For each page and
 * each delay, a fresh phone (the benchmarks' phone of scripts/phone.mjs, at 4x CPU) loads the
 * page and, that many milliseconds after its first contentful paint, taps once where the button
 * is drawn, with Chromium's own touch input (nothing of the benchmark runs in the page before the
 * tap). Once the page has hydrated and settled, the stored cart tells what the tap did: 1 = kept,
 * 0 = lost, 2 = counted twice.
 *
 *   PORT=4202 MOCK_API_PORT=0 node scripts/serve-mock.mjs build/server/index.js &
 *   npm run perf:taps -- http://127.0.0.1:4202 [--delays 0,200,400,600,800,1000] [--runs 2]
 *
 * The button's place is read from a load of the same page after hydration (the server's layout
 * is the same). The product page is drawn 1000 px high so that its button is on screen unscrolled.
 * On `/` the popup ad opens about a second after the load and takes the taps that come after it:
 * keep the delays under its opening.
 */
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { PHONE_CONTEXT } from './phone.mjs'

const args = process.argv.slice(2)
const base = args.find((arg) => /^https?:/.test(arg))
const value = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const delays = value('--delays', '0,200,400,600,800,1000').split(',').map(Number)
const runs = Number(value('--runs', '2'))
if (!base) {
  console.error('usage: npm run perf:taps -- <base url> [--delays 0,200,400] [--runs 2]')
  process.exit(2)
}

const PAGES = [
  { path: '/', height: PHONE_CONTEXT.viewport.height },
  { path: '/product-details/napa-500-mg-tablet', height: 1000 },
]

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })

/** A new visitor's phone at 4x CPU, `height` px high. */
async function phone(height) {
  const context = await browser.newContext({ ...PHONE_CONTEXT, viewport: { ...PHONE_CONTEXT.viewport, height } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page, cdp }
}

/** @param {import('playwright').Page} page */
const addToCart = (page) =>
  page
    .locator('main button', { hasText: /^Add to Cart/ })
    .filter({ visible: true })
    .first()

/** The centre of the page's first visible Add to Cart once hydrated and settled. */
async function buttonCentre(path, height) {
  const { context, page } = await phone(height)
  try {
    await page.goto(base + path)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
    await page.waitForTimeout(3000)
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const box = await addToCart(page).boundingBox()
      if (box) return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      await page.waitForTimeout(300)
    }
    throw new Error(`no Add to Cart drawn on ${path}`)
  } finally {
    await context.close()
  }
}

/** One load, one tap `delay` ms after the first contentful paint: the cart's quantity after it. */
async function tapAfterPaint(path, height, centre, delay) {
  const { context, page, cdp } = await phone(height)
  try {
    await cdp.send('Page.enable')
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true })
    const painted = new Promise((resolve) =>
      cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve(Date.now())),
    )
    void page.goto(base + path, { waitUntil: 'commit' }).catch(() => {})
    const paintedAt = await painted
    await new Promise((resolve) => setTimeout(resolve, delay))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [centre] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
    const hydratedAfter = Date.now() - paintedAt
    await page.waitForTimeout(2000)
    const quantity = await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem('cart') ?? '[]')
      return Array.isArray(lines) ? lines.reduce((sum, line) => sum + (Number(line?.qty) || 0), 0) : 0
    })
    return { quantity, hydratedAfter }
  } finally {
    await context.close()
  }
}

try {
  for (const { path, height } of PAGES) {
    const centre = await buttonCentre(path, height)
    const rows = new Map(delays.map((delay) => [delay, []]))
    const hydration = []
    for (let run = 0; run < runs; run += 1) {
      for (const delay of delays) {
        const { quantity, hydratedAfter } = await tapAfterPaint(path, height, centre, delay)
        rows.get(delay)?.push(quantity)
        hydration.push(hydratedAfter)
      }
    }
    const all = [...rows.values()].flat()
    const lost = all.filter((quantity) => quantity === 0).length
    const twice = all.filter((quantity) => quantity > 1).length
    console.log(`\n${path}: ${lost} of ${all.length} taps lost, ${twice} counted twice`)
    console.log(`  hydrated ${Math.min(...hydration)}-${Math.max(...hydration)} ms after the first paint`)
    for (const [delay, quantities] of rows)
      console.log(`  tap at paint + ${delay} ms: cart quantity ${quantities.join(', ')}`)
  }
} finally {
  await browser.close()
}
