/**
 * The pre-interaction budget of `npm run size` (issue 25) counts what / really loads before the
 * shopper touches anything: every script the page requests until the carousels' autoplay, the
 * popup ad and the offline worker have started (and the network is idle) is one of the files that
 * budget counts, and none of them is Swiper's. A new part loaded at start fails here until scripts/size.mjs lists it.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { checkBudgets, type Manifest } from '../../scripts/size.mjs'
import { expect, test } from './fixtures'
import { SSR_BUILD } from './server'
import { popupAd } from './support'

test('every script / loads before the first interaction is counted by the pre-interaction budget', async ({ page }) => {
  const client = path.resolve(import.meta.dirname, '../..', SSR_BUILD, 'client')
  const manifest = JSON.parse(fs.readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as Manifest
  const report = checkBudgets(manifest, (file) => zlib.gzipSync(fs.readFileSync(path.join(client, file))).length)
  const counted = report.rows.find((row) => row.name.startsWith('/ before the first interaction'))
  expect(counted).toBeDefined()

  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^\//, ''))
  })
  await page.goto('/')
  // What starts by itself: the popup ad (about 1 s after the load), the top banner's autoplay
  // (the strip's own timer, in idle time: it moves to the second banner) and the offline worker
  // (3 s after the load).
  await expect(popupAd(page)).toBeVisible()
  // (The open popup hides the page from the accessibility tree: the carousel is found by its label.)
  const banners = page.locator('[aria-roledescription="carousel"][aria-label="Top offers"]')
  await expect.poll(() => banners.locator('.swiper-wrapper').evaluate((strip) => strip.scrollLeft)).toBeGreaterThan(0)
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker?.getRegistration())))
    .toBe(true)
  await page.waitForLoadState('networkidle')

  expect(scripts.length).toBeGreaterThan(5)
  expect(scripts.filter((script) => !counted!.files.includes(script))).toEqual([])
  // Swiper waits for the shopper (tests/e2e/carousels.ssr.ts).
  await expect(banners.locator('.swiper-initialized')).toHaveCount(0)
})
