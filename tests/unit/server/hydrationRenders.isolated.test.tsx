/**
 * What renders again as hydration ends for a returning visitor (issue 25): signed in, with a cart
 * and a wishlist, every per-visitor store's value differs from the one the page was hydrated with
 * (nobody, nothing). React renders an external store's change synchronously, in one task, with
 * everything the reading component holds; so those values are read where they are shown (the
 * header and the bottom bar), not by the shell, which would draw the whole page a second time.
 *
 * The commits are read as React DevTools reads them (tests/support/reactCommits.ts), so the hook
 * is installed before anything imports react-dom (an isolated file: its own module graph).
 */
import { describe, expect, it } from 'vitest'
import { recordCommits } from '../../support/reactCommits'

/** Per component name, the number of commits in which it rendered. */
const renders = new Map<string, number>()

recordCommits((rendered) => {
  for (const name of rendered) renders.set(name, (renders.get(name) ?? 0) + 1)
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
