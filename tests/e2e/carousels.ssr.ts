/**
 * The home page's carousels on the server-rendered production build (issue 25): the server's HTML
 * holds every carousel with all its slides; they scroll by touch and by keyboard with JavaScript
 * disabled; the banner's autoplay (after the load, in idle time) needs no Swiper code, which is
 * requested only at the shopper's first press, key or focus in an autoplaying carousel, and never
 * for a shopper who prefers reduced motion. A product page's alternate brands use the same strip and
 * never need Swiper (no autoplay).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SSR_BUILD, SSR_URL } from './server'
import { dismissPopupAd } from './support'

/** The files of the Swiper chunk and of every chunk only it brings (from the build's manifest). */
function swiperFiles(): string[] {
  const manifestPath = path.resolve(import.meta.dirname, '../..', SSR_BUILD, 'client/.vite/manifest.json')
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean }
  >
  const key = Object.keys(manifest).find((name) => name.endsWith('components/Carousel/attachSwiper.ts'))
  if (!key) throw new Error('no Swiper chunk in the manifest')
  const files = [manifest[key]!.file]
  for (const imported of manifest[key]!.imports ?? []) {
    // Chunks the first visit also loads statically are not Swiper's.
    const users = Object.values(manifest).filter((chunk) => chunk.imports?.includes(imported))
    if (users.length === 1) files.push(manifest[imported]!.file)
  }
  return files
}

/** The carousels of the server's HTML: each label with the 'N of M' labels of its slides. */
function carouselsOf(html: string): Array<{ label: string; slides: string[] }> {
  const parts = html.split('aria-roledescription="carousel"').slice(1)
  return parts.map((part) => ({
    label: /aria-label="([^"]+)"/.exec(part)?.[1] ?? '',
    slides: Array.from(part.matchAll(/role="group" aria-roledescription="slide" aria-label="(\d+ of \d+)"/g)).map(
      (match) => match[1]!,
    ),
  }))
}

/** A medicine with alternate brands in the mock shop. */
const PRODUCT = '/product-details/napa-500-mg-tablet'

/** Every carousel holds its slides 1..M, in order (a carousel cut short would miss its last ones). */
function expectWhole(carousels: Array<{ label: string; slides: string[] }>): void {
  for (const { label, slides } of carousels) {
    const total = Number(/of (\d+)$/.exec(slides[0] ?? '')?.[1] ?? 0)
    expect(total, `slides of '${label}'`).toBeGreaterThan(0)
    expect(slides, `slides of '${label}'`).toEqual(Array.from({ length: total }, (_, i) => `${i + 1} of ${total}`))
  }
}

test.describe('carousels before any script', () => {
  test("the server's HTML holds every carousel of / with all its slides", async ({ request }) => {
    const response = await request.get(`${SSR_URL}/`, { headers: { Accept: 'text/html' } })
    const carousels = carouselsOf(await response.text())
    const labels = carousels.map(({ label }) => label)
    for (const label of ['Top offers', 'Featured Product', 'Offers', 'What our customers say']) {
      expect(labels).toContain(label)
    }
    expect(carousels.length).toBeGreaterThanOrEqual(6)
    expectWhole(carousels)
  })

  test("a product page's alternate brands: the same strip, in the server's HTML with every slide", async ({
    request,
  }) => {
    const response = await request.get(`${SSR_URL}${PRODUCT}`, { headers: { Accept: 'text/html' } })
    const carousels = carouselsOf(await response.text())
    expect(carousels.map(({ label }) => label)).toEqual(['Alternate Brands'])
    expectWhole(carousels)
  })

  test('with JavaScript disabled the strips scroll by keyboard and by touch', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    const page = await context.newPage()
    await page.goto(`${SSR_URL}/`)
    const strip = (name: string) => page.getByRole('region', { name, exact: true }).locator('.swiper-wrapper')

    // Keyboard: the strip is a tab stop; the arrow key scrolls it to the next slide.
    const banners = page.locator('[aria-roledescription="carousel"] .swiper-wrapper').first()
    await expect(banners).toHaveJSProperty('scrollLeft', 0)
    await banners.focus()
    await expect(banners).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => banners.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)

    // Touch: a finger dragged to the left over the testimonials (the page's own texts) scrolls them.
    const row = strip('What our customers say')
    await row.scrollIntoViewIfNeeded()
    await expect(row).toHaveJSProperty('scrollLeft', 0)
    const box = (await row.boundingBox())!
    const session = await context.newCDPSession(page)
    const x = Math.round(box.x + box.width * 0.9)
    const y = Math.round(box.y + box.height / 2)
    // Most of the strip's width: well past the snap's midpoint, even when a loaded machine
    // coalesces the first moves into the browser's touch slop (a short drag rightly snaps back).
    const distance = box.width * 0.8
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    for (let step = 1; step <= 16; step += 1) {
      await session.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: Math.round(x - (distance * step) / 16), y }],
      })
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    await context.close()
  })

  test('off-screen slides are neither laid out nor painted until near; the first slide and the testimonials always are; a row keeps its height (decision 0071)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${SSR_URL}/`)
    /** Whether the browser lays out and paints a slide's contents (a skipped slide keeps only its box). */
    const drawn = (slide: Element) => slide.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false
    const row = page.getByRole('region', { name: 'Featured Product', exact: true })
    const slides = row.locator('[aria-roledescription="slide"]')
    const strip = row.locator('.swiper-wrapper')
    await row.scrollIntoViewIfNeeded()
    expect(await slides.count()).toBeGreaterThan(4)
    await expect.poll(() => slides.first().evaluate(drawn)).toBe(true)
    await expect.poll(() => slides.last().evaluate(drawn)).toBe(false)
    const height = (await strip.boundingBox())!.height

    // Scrolled to its end, the strip brings its last slide near: drawn, at the row's height.
    await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }))
    await expect.poll(() => slides.last().evaluate(drawn)).toBe(true)
    expect(Math.abs((await strip.boundingBox())!.height - height)).toBeLessThanOrEqual(1)
    expect((await slides.last().boundingBox())!.height).toBeGreaterThan(height - 2)

    // Testimonials differ in height: none is skipped, so drawing one never changes the row.
    const testimonials = page
      .getByRole('region', { name: 'What our customers say', exact: true })
      .locator('[aria-roledescription="slide"]')
    expect(await testimonials.count()).toBeGreaterThan(1)
    for (const testimonial of await testimonials.all()) {
      expect(await testimonial.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('visible')
    }
    await context.close()
  })
})

/** Scripts requested by the page, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

test.describe("Swiper loads only at the shopper's first interaction with an autoplaying carousel", () => {
  test('reduced motion: no Swiper code at all, even after scrolling and using a carousel', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const scripts = recordScripts(page)
    await page.goto(`${SSR_URL}/`)
    await dismissPopupAd(page)
    await page.waitForLoadState('networkidle')
    const row = page.locator('[aria-roledescription="carousel"]:has(button:has-text("Next slides of"))').first()
    await row.getByRole('button', { name: /^Next slides of / }).click()
    await expect.poll(() => row.locator('.swiper-wrapper').evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    const swiper = swiperFiles()
    expect(scripts.filter((script) => swiper.some((file) => script.endsWith(file)))).toEqual([])
    await expect(page.locator('.swiper-initialized')).toHaveCount(0)
    await context.close()
  })

  test("a product page's alternate brands: its arrows scroll the strip, and no Swiper code is requested", async ({
    browser,
  }) => {
    // A phone: two cards in view of the four, so there are arrows (a phone's stay out of sight
    // until the keyboard focuses them; a finger swipes).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const scripts = recordScripts(page)
    await page.goto(`${SSR_URL}${PRODUCT}`)
    const brands = page.getByRole('region', { name: 'Alternate Brands', exact: true })
    const strip = brands.locator('.swiper-wrapper')
    await strip.scrollIntoViewIfNeeded()
    await brands.getByRole('button', { name: 'Next slides of Alternate Brands' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    await strip.focus()
    await page.keyboard.press('ArrowLeft')
    await page.waitForLoadState('networkidle')
    const swiper = swiperFiles()
    expect(scripts.filter((script) => swiper.some((file) => script.endsWith(file)))).toEqual([])
    expect(scripts.filter((script) => /swiper/i.test(script))).toEqual([])
    await expect(page.locator('.swiper-initialized')).toHaveCount(0)
    await context.close()
  })

  test("autoplay without Swiper: the banner plays by itself, and Swiper comes with the shopper's first focus in it", async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    await page.goto('/')
    await dismissPopupAd(page)
    const banners = page.getByRole('region', { name: 'Top offers', exact: true })
    const strip = banners.locator('.swiper-wrapper')
    // The strip's own autoplay (after the load event, in idle time) moves it to the next banner.
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    const swiper = swiperFiles()
    const swiperScripts = () => scripts.filter((script) => swiper.some((file) => script.endsWith(file)))
    expect(swiperScripts()).toEqual([])
    await expect(banners.locator('.swiper-initialized')).toHaveCount(0)
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return {
        loadEnd: navigation.loadEventEnd,
        start: performance.getEntriesByName('carousel:autoplay-start')[0]?.startTime ?? null,
      }
    })
    expect(timing.start).not.toBeNull()
    expect(timing.start!).toBeGreaterThanOrEqual(timing.loadEnd)

    // The shopper's first focus in the carousel (a key or a press would do too): Swiper's chunk
    // loads then, attaches to the same strip and takes the autoplay over.
    await strip.focus()
    await expect(banners.locator('.swiper-initialized')).toHaveCount(1)
    expect(swiperScripts().length).toBeGreaterThan(0)
    const requested = await page.evaluate((files) => {
      const intent = performance.getEntriesByName('carousel:swiper-intent')[0]?.startTime ?? null
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => files.some((file) => entry.name.endsWith(file)))
        .map((entry) => entry.startTime)
      return { intent, starts }
    }, swiper)
    expect(requested.intent).not.toBeNull()
    expect(requested.starts.length).toBeGreaterThan(0)
    for (const startTime of requested.starts) expect(startTime).toBeGreaterThanOrEqual(requested.intent!)
  })
})
