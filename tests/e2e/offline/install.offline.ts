/**
 * Installable (issue 17, decision 0033): the web app manifest passes Chromium's own
 * installability checks, says what the issue asks, uses the design tokens' colours, and every
 * page, server-rendered ones included, links it with the iOS tags; sw.js is never cached by HTTP.
 */
import fs from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../chromium'
import { expect, test } from '../fixtures'
import { BASE_URL } from './server'
import { waitForServiceWorker } from './support'

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose?: string
}

function token(name: string): string {
  const css = fs.readFileSync(new URL('../../../src/styles/tokens.css', import.meta.url), 'utf8')
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]
  if (!value) throw new Error(`${name} is not in tokens.css`)
  return value.trim()
}

test("the manifest passes Chromium's installability checks", async ({ browserName: _browser }, testInfo) => {
  // Not in a Playwright test context: Chromium does not offer installs in incognito-like profiles.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: chromiumPath(),
    args: chromiumArgs,
  })
  try {
    const page = await context.newPage()
    await page.goto(BASE_URL)
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const { url, errors, data } = await cdp.send('Page.getAppManifest')
    expect(url).toBe(`${BASE_URL}/manifest.webmanifest`)
    expect(errors).toEqual([])
    const manifest = JSON.parse(data ?? '{}') as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: 'MediBazar Online Pharmacy',
      short_name: 'MediBazar',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: token('--color-primary'),
      background_color: token('--color-surface'),
    })
    const icons = manifest.icons as ManifestIcon[]
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]) {
      expect(icons).toContainEqual(expect.objectContaining({ sizes, purpose, type: 'image/png' }))
    }
    expect((manifest.screenshots as Array<{ form_factor: string }>).map((shot) => shot.form_factor).sort()).toEqual([
      'narrow',
      'wide',
    ])
  } finally {
    await context.close()
  }
})

test('every image of the manifest is served, at the size it says', async ({ page, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: ManifestIcon[]
    screenshots: ManifestIcon[]
  }
  await page.goto('/page/about-us')
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const answer = await request.get(image.src)
    expect(answer.status(), image.src).toBe(200)
    expect(answer.headers()['content-type'], image.src).toBe(image.type)
    const size = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const img = new Image()
          img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`)
          img.onerror = () => resolve('not an image')
          img.src = src
        }),
      image.src,
    )
    expect(size, image.src).toBe(image.sizes)
  }
})

test('server-rendered pages link the manifest and carry the iOS tags; sw.js is served no-cache, hashed files immutable', async ({
  request,
}) => {
  for (const path of ['/', '/product-details/napa-500-mg-tablet', '/category/fever-pain', '/cart']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"')
    expect(html, path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"')
    expect(html, path).toContain('<meta name="apple-mobile-web-app-capable" content="yes"')
    expect(html, path).toContain(`<meta name="theme-color" content="${token('--color-primary')}"`)
  }
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'")
  // The build's hashed files are cached for good; its other files for a day.
  // A script the page names (its page chunk's hint, or the starter's list of the app's scripts).
  const script = /"(\/assets\/[\w-]+\.js)"/.exec(await (await request.get('/')).text())?.[1]
  expect(script).toBeDefined()
  expect((await request.get(script ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await request.get('/manifest.webmanifest')).headers()['cache-control']).toBe('public, max-age=86400')
})
