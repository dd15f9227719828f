#!/usr/bin/env node
/**
 * Writes the images of the web app manifest (public/manifest.webmanifest) with Debian's Chromium:
 *
 *   node scripts/pwa-assets.mjs                 # the icons, drawn from the logo mark (public/favicon.svg)
 *   node scripts/pwa-assets.mjs --screenshots http://127.0.0.1:4183
 *                                                # also the install screenshots, of a running shop
 *                                                # (npm run build && PORT=4183 npm run serve:mock)
 *
 * Icons (public/icons/): icon-192.png and icon-512.png (purpose "any": the rounded mark on a
 * transparent ground), maskable-192.png and maskable-512.png (purpose "maskable": the brand colour
 * to every edge, the cross inside the central 80 % safe zone), apple-touch-icon.png (180 px, opaque:
 * iOS rounds the corners itself). Screenshots (public/screenshots/): the home page at 390 x 844
 * ("narrow") and 1280 x 800 ("wide"), WebP.
 *
 * The colours are the design tokens' (src/styles/tokens.css): --color-primary and --color-surface.
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import puppeteer from 'puppeteer-core'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { PHONE_USER_AGENT } from './phone.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const iconsDir = path.join(root, 'public/icons')
const screenshotsDir = path.join(root, 'public/screenshots')

/** A design token's value from src/styles/tokens.css. */
export function tokenValue(css, name) {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(css)
  if (!match?.[1]) throw new Error(`pwa-assets: ${name} is not in tokens.css`)
  return match[1].trim()
}

const tokens = fs.readFileSync(path.join(root, 'src/styles/tokens.css'), 'utf8')
const primary = tokenValue(tokens, '--color-primary')
const surface = tokenValue(tokens, '--color-surface')

/** The cross of the logo mark (public/favicon.svg) in a 32-unit box. */
const CROSS = 'M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z'

/** The logo mark as it is: a rounded square, transparent corners. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${primary}"/><path d="${CROSS}" fill="${surface}"/></svg>`

/**
 * Full bleed: the platform cuts its own shape. The cross's farthest corner is 30 % of the width
 * from the centre, inside the safe zone (a circle of 40 % radius).
 */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${primary}"/><path d="${CROSS}" fill="${surface}"/></svg>`

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: anyIcon },
  { file: 'icon-512.png', size: 512, svg: anyIcon },
  { file: 'maskable-192.png', size: 192, svg: maskableIcon },
  { file: 'maskable-512.png', size: 512, svg: maskableIcon },
  { file: 'apple-touch-icon.png', size: 180, svg: maskableIcon },
]

const SCREENSHOTS = [
  { file: 'home-narrow.webp', width: 390, height: 844, mobile: true },
  { file: 'home-wide.webp', width: 1280, height: 800, mobile: false },
]

function argValue(name) {
  const index = process.argv.indexOf(name)
  return index === -1 ? null : (process.argv[index + 1] ?? null)
}

async function main() {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  })
  try {
    fs.mkdirSync(iconsDir, { recursive: true })
    for (const icon of ICONS) {
      const page = await browser.newPage()
      await page.setViewport({ width: icon.size, height: icon.size, deviceScaleFactor: 1 })
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" style="display:block" `)}</body></html>`,
      )
      await page.screenshot({ path: path.join(iconsDir, icon.file), omitBackground: true, type: 'png' })
      await page.close()
      console.log(`public/icons/${icon.file} (${icon.size} px)`)
    }

    const origin = argValue('--screenshots')
    if (origin) {
      fs.mkdirSync(screenshotsDir, { recursive: true })
      for (const shot of SCREENSHOTS) {
        const page = await browser.newPage()
        await page.setViewport({ width: shot.width, height: shot.height, isMobile: shot.mobile, hasTouch: shot.mobile })
        if (shot.mobile) {
          await page.setUserAgent(PHONE_USER_AGENT)
        }
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
        await page.goto(new URL('/', origin).href, { waitUntil: 'networkidle0' })
        // The popup advertisement (it opens about a second after the load) is not part of the picture.
        const popup = await page.waitForSelector('[role="dialog"]', { timeout: 10_000 }).catch(() => null)
        if (popup) {
          await page.keyboard.press('Escape')
          await page.waitForSelector('[role="dialog"]', { hidden: true })
        }
        await new Promise((resolve) => setTimeout(resolve, 500))
        await page.screenshot({ path: path.join(screenshotsDir, shot.file), type: 'webp', quality: 70 })
        await page.close()
        console.log(`public/screenshots/${shot.file} (${shot.width} x ${shot.height})`)
      }
    }
  } finally {
    await browser.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
