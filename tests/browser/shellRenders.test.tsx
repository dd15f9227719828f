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

interface Fiber {
  type: unknown
  flags: number
  alternate: Fiber | null
  child: Fiber | null
  sibling: Fiber | null
}

/** React's PerformedWork flag: the fiber's component ran in this commit (a bailout clears it). */
const PERFORMED_WORK = 1

/** The named components that rendered in the commits since the last `takeRenders()`. */
let rendered = new Set<string>()
/** When React last committed (performance.now()). */
let lastCommit = 0

function componentName(type: unknown): string | null {
  if (typeof type === 'function') return (type as { displayName?: string; name: string }).displayName ?? type.name
  // memo() and forwardRef(): the inner function.
  if (type && typeof type === 'object') {
    const inner = (type as { type?: unknown; render?: unknown }).type ?? (type as { render?: unknown }).render
    return inner === undefined ? null : componentName(inner)
  }
  return null
}

/**
 * Records the components of a committed tree that rendered, as React DevTools finds them: a
 * subtree whose children were not touched (the same child fibers as before) did not render.
 */
function recordCommit(node: Fiber): void {
  const previous = node.alternate
  const name = componentName(node.type)
  if (name && (previous === null || (node.flags & PERFORMED_WORK) === PERFORMED_WORK)) rendered.add(name)
  if (previous !== null && node.child === previous.child) return
  for (let child = node.child; child; child = child.sibling) recordCommit(child)
}

Object.assign(window, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    renderers: new Map(),
    checkDCE() {},
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      lastCommit = performance.now()
      recordCommit(root.current)
    },
  },
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
