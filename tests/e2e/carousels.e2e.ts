/**
 * The home page's carousels (issue 25) at 1280 px (desktop) and 390 px (mobile, tagged @mobile):
 * the autoplay's stop button has a place of its own and covers none of a slide's controls (a tap
 * there used to pause a product row instead of adding its first product to the cart).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { dismissPopupAd, main } from './support'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Every carousel of the page, in document order. */
function carousels(page: Page): Locator {
  return main(page).locator('[role="region"][aria-roledescription="carousel"]')
}

test.describe('home carousels', { tag: '@mobile' }, () => {
  test("the stop button of every autoplaying carousel overlaps none of its slides' links and buttons", async ({
    page,
  }) => {
    await page.goto('/')
    await dismissPopupAd(page)
    // The product rows below the fold render as the page scrolls towards them.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(main(page).getByRole('region', { name: 'Featured Product' })).toBeVisible()
    const count = await carousels(page).count()
    expect(count).toBeGreaterThan(3)
    let checked = 0
    for (let index = 0; index < count; index += 1) {
      const region = carousels(page).nth(index)
      await region.scrollIntoViewIfNeeded()
      const label = await region.getAttribute('aria-label')
      const toggle = region.getByRole('button', { name: `Stop automatic sliding of ${label}` })
      await expect(toggle).toBeVisible()
      // Every other link and button of the carousel, measured in one go (the slides keep moving).
      const { stop, others } = await region.evaluate((element) => {
        const rect = (control: Element) => {
          const { x, y, width, height } = control.getBoundingClientRect()
          return { x, y, width, height }
        }
        const all = Array.from(element.querySelectorAll('a, button'))
        const toggleElement = all.find((control) => control.hasAttribute('aria-pressed'))
        return {
          stop: toggleElement ? rect(toggleElement) : null,
          others: all
            .filter((control) => control !== toggleElement)
            .map((control) => ({ name: control.textContent ?? '', box: rect(control) }))
            .filter(({ box }) => box.width > 1 && box.height > 1),
        }
      })
      expect(stop).not.toBeNull()
      const covered = others.filter(({ box }) => overlap(stop!, box)).map(({ name }) => name)
      expect(covered, `the stop button of '${label}' covers`).toEqual([])
      if (label === 'Featured Product') expect(others.some(({ name }) => name.startsWith('Add to Cart'))).toBe(true)
      checked += 1
    }
    expect(checked).toBe(count)
  })
})
