/**
 * What renders again as hydration ends for a returning visitor (issue 25): signed in, with a cart
 * and a wishlist, every per-visitor store's value differs from the one the page was hydrated with
 * (nobody, nothing). React renders an external store's change synchronously, in one task, with
 * everything the reading component holds; so those values are read where they are shown (the
 * header and the bottom bar), not by the shell, which would draw the whole page a second time.
 *
 * The commits are read as React DevTools reads them: through the devtools hook, which react-dom
 * looks for when it loads, so the hook is installed before anything imports it (an isolated file:
 * its own module graph).
 */
import { describe, expect, it } from 'vitest'

interface Fiber {
  type: unknown
  flags: number
  alternate: Fiber | null
  child: Fiber | null
  sibling: Fiber | null
}

/** React's PerformedWork flag: the fiber's component ran in this commit (a bailout clears it). */
const PERFORMED_WORK = 1

/** Per component name, the number of commits in which it rendered. */
const renders = new Map<string, number>()

function componentName(type: unknown): string | null {
  if (typeof type === 'function') return (type as { displayName?: string; name: string }).displayName ?? type.name
  // memo() and forwardRef(): the inner function.
  if (type && typeof type === 'object') {
    const inner = (type as { type?: unknown; render?: unknown }).type ?? (type as { render?: unknown }).render
    return inner === undefined ? null : componentName(inner)
  }
  return null
}

/** The named components of a committed tree that rendered (a subtree not touched did not). */
function collect(node: Fiber, into: Set<string>): void {
  const previous = node.alternate
  const name = componentName(node.type)
  if (name && (previous === null || (node.flags & PERFORMED_WORK) === PERFORMED_WORK)) into.add(name)
  if (previous !== null && node.child === previous.child) return
  for (let child = node.child; child; child = child.sibling) collect(child, into)
}

Object.assign(globalThis, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    renderers: new Map(),
    checkDCE() {},
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const rendered = new Set<string>()
      collect(root.current, rendered)
      for (const name of rendered) renders.set(name, (renders.get(name) ?? 0) + 1)
    },
  },
})

const { hydrate, setUpServerHydration } = await import('../../support/serverHydration')
const { getProductDetails } = await import('@/api/catalogue')
const { cartStore } = await import('@/cart/cartStore')
const { wishlistStore } = await import('@/wishlist/wishlistStore')
const { sessionStore } = await import('@/session/session')
const { mockSession } = await import('@mocks/session')

setUpServerHydration()

describe('hydration of a returning visitor', { timeout: 120_000 }, () => {
  // One page per file: a second hydration in the same module graph finds the first one's leftovers
  // (SWR's answers to hooks long unmounted), which a real page load never has.
  it.each([['/product-details/napa-500-mg-tablet']])(
    "%s: the visitor's session, cart and wishlist render in the header; the shell around it renders once",
    async (path) => {
      const visit = async () => {
        const customer = mockSession(8)
        const napa = await getProductDetails('napa-500-mg-tablet')
        localStorage.setItem('token', customer.token)
        localStorage.setItem('user', JSON.stringify(customer.user))
        localStorage.setItem('cart', JSON.stringify([{ ...napa, qty: 2 }]))
        localStorage.setItem('wishlist', JSON.stringify([napa]))
        sessionStore.reload()
        cartStore.reload()
        wishlistStore.reload()
        renders.clear()
      }
      try {
        const { container, errors, recoverable } = await hydrate(path, false, visit)
        expect(recoverable).toEqual([])
        expect(errors).toEqual([])
        // The visitor is shown: the header rendered again once they were known.
        expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('2')
        expect(renders.get('Header') ?? 0).toBeGreaterThanOrEqual(2)
        for (const name of ['Shell', 'TopStrip', 'NavBar', 'Footer']) expect(renders.get(name), name).toBe(1)
      } finally {
        localStorage.clear()
        sessionStore.reload()
        cartStore.reload()
        wishlistStore.reload()
      }
    },
  )
})
