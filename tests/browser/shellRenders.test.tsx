/**
 * What an Add to Cart renders on the home page (issue 25, responsiveness): the header's and the
 * bottom bar's counts and the product rows, not the shell around them (top strip, navigation,
 * search, footer). The commits are read as React DevTools reads them: through the devtools hook,
 * which react-dom looks for when it loads, so the hook is installed before the app is imported
 * (this file's page is its own: the browser project runs each file in a fresh page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { within } from 'storybook/test'
import { recordCommits } from '../support/reactCommits'

/** The named components that rendered in the commits since the last `takeRenders()`. */
let rendered = new Set<string>()
/** When React last committed (performance.now()). */
let lastCommit = 0

recordCommits((components) => {
  lastCommit = performance.now()
  for (const name of components) rendered.add(name)
})

function takeRenders(): Set<string> {
  const taken = rendered
  rendered = new Set()
  return taken
}

const { http, HttpResponse } = await import('msw')
const { startMockShop, networkIdle, overrideHandlers, resetMockShopWorker } = await import('../support/mockShop')
const { renderApp, unmountApp } = await import('../support/renderApp')
const { waitUntil } = await import('../support/wait')
const { cartStore } = await import('@/cart/cartStore')

beforeAll(async () => {
  await startMockShop()
})
afterAll(() => unmountApp())

/** True once React has committed nothing for 500 ms (false after 15 s). */
const settled = () => waitUntil(() => performance.now() - lastCommit > 500, 15_000)

/** The shell's parts that show no count: an Add to Cart must not render them again. */
const UNTOUCHED = ['Shell', 'TopStrip', 'NavBar', 'SearchBar', 'Footer']

describe('an Add to Cart on the home page', () => {
  for (const [width, height, countsIn] of [
    [1280, 800, 'Header'],
    [390, 844, 'MobileBottomBar'],
  ] as const) {
    it(`at ${width} px renders the counts (${countsIn}), not the shell around them`, async () => {
      await page.viewport(width, height)
      resetMockShopWorker()
      // The popup ad (it opens about a second after the load) is not what this is about.
      overrideHandlers(http.get('*/api/popup-status', () => HttpResponse.json({ status: 0 })))
      const { container } = renderApp('/')
      const app = within(container)
      const [add] = await app.findAllByRole('button', { name: /^Add to Cart/ }, { timeout: 15_000 })
      await networkIdle()
      // Whatever start-up still had to render (the session check, deferred sections) is done: no
      // commit for half a second.
      expect(await settled()).toBe(true)
      takeRenders()

      add?.click()
      expect(await waitUntil(() => cartStore.getSnapshot().length === 1, 15_000)).toBe(true)
      expect(await settled()).toBe(true)
      const renders = takeRenders()

      expect(renders).toContain(countsIn)
      expect(renders).toContain('ProductCard')
      for (const name of UNTOUCHED) expect(renders, name).not.toContain(name)
      unmountApp()
      cartStore.clear()
    })
  }
})
