#!/usr/bin/env node
/**
 * Where a page's main-thread time goes (a benchmark aid, not part of `npm test`): loads a URL three
 * times in fresh browser contexts (Chromium at 4x CPU throttling, Lighthouse's 412 px phone with
 * its user agent: scripts/phone.mjs), records V8's sampling profile for the load and the following
 * seconds, and prints the self time by script file and by function, averaged over the loads.
 *
 *   npm run perf -- --runs 1 --routes /           # builds and measures; then, with a server running:
 *   PORT=4190 MOCK_API_PORT=0 node scripts/serve-mock.mjs node_modules/.cache/storefront-perf-ssr/server/index.js &
 *   npm run profile -- http://127.0.0.1:4190/ [--watch 'name file:line:col,...'] [--seconds 7]
 *
 * --watch: frames (a substring of 'function file:line:column', as printed) whose time is also
 * summed with their callees (inclusive time), e.g. Lingui's `_` or a library's file name.
 */
import puppeteer from 'puppeteer-core'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { emulatePhone } from './phone.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback
}
const url = args.find((arg) => /^https?:/.test(arg)) ?? 'http://127.0.0.1:4190/'
const watch = option('--watch', '').split(',').filter(Boolean)
const seconds = Number(option('--seconds', '7'))
const LOADS = 3

const frameKey = (frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || '(native)'}:${frame.lineNumber}:${frame.columnNumber}`

const selfByFrame = new Map()
const selfByFile = new Map()
const inclusive = new Map()
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms / LOADS)

const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
try {
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await emulatePhone(page)
    const cdp = await page.createCDPSession()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page.goto(url, { waitUntil: 'load' })
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
    const { profile } = await cdp.send('Profiler.stop')
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
    const parent = new Map()
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index] ?? 0) / 1000
      const frame = nodes.get(id).callFrame
      add(selfByFrame, frameKey(frame), ms)
      add(selfByFile, frame.url.split('/').pop() || '(native)', ms)
      const counted = new Set()
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const key = frameKey(nodes.get(at).callFrame)
        for (const watched of watch) {
          if (key.includes(watched) && !counted.has(watched)) {
            counted.add(watched)
            add(inclusive, watched, ms)
          }
        }
      }
    })
    await context.close()
  }
} finally {
  await browser.close()
}

const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count)
console.log(`${url}: ${seconds} s from navigation, mean of ${LOADS} loads, 4x CPU`)
console.log('\nSelf time by file (ms):')
for (const [file, ms] of top(selfByFile, 15)) console.log(`${String(Math.round(ms)).padStart(6)}  ${file}`)
console.log('\nSelf time by function (ms):')
for (const [frame, ms] of top(selfByFrame, 30)) console.log(`${String(Math.round(ms)).padStart(6)}  ${frame}`)
if (watch.length) {
  console.log('\nWith callees (ms):')
  for (const watched of watch) console.log(`${String(Math.round(inclusive.get(watched) ?? 0)).padStart(6)}  ${watched}`)
}
