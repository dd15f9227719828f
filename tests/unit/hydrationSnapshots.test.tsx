/**
 * The browser's stores (cart, session, wishlist) against a server-rendered page: the server and
 * hydration see no cart, no session and no wishlist. For a visitor with nothing stored, the
 * stores' snapshot must be the very value hydration used, or React renders every consumer again,
 * synchronously, right after hydrating (on the home page: every product card). A visitor with a
 * stored cart does get that second render: that is how their cart shows.
 */
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { cartStore, useCart } from '@/cart/cartStore'
import { sessionStore, useSession } from '@/session/session'
import { useWishlist, wishlistStore } from '@/wishlist/wishlistStore'
import { STORAGE_KEYS } from '@/lib/storage'
import { product } from './cart/products'

type Store = 'cart' | 'session' | 'wishlist'

const HOOKS: Record<Store, () => unknown> = { cart: useCart, session: useSession, wishlist: useWishlist }

/** Server-renders a consumer of one store, hydrates it, and counts its renders in the browser. */
async function rendersAfterHydration(store: Store): Promise<number> {
  const useStore = HOOKS[store]
  let renders = 0
  function Consumer() {
    useStore()
    renders += 1
    return <p>consumer</p>
  }
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Consumer />)
  document.body.append(container)
  renders = 0
  let root: Root | undefined
  act(() => {
    root = hydrateRoot(container, <Consumer />)
  })
  // Whatever hydration scheduled after itself (a changed snapshot's re-render) runs here.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
  const count = renders
  act(() => root?.unmount())
  container.remove()
  return count
}

function reloadStores(): void {
  cartStore.reload()
  sessionStore.reload()
  wishlistStore.reload()
}

afterEach(() => {
  localStorage.clear()
  reloadStores()
})

describe("a new visitor's stores are the server's snapshot: nothing renders again after hydration", () => {
  for (const store of ['cart', 'session', 'wishlist'] as const) {
    it(`${store}: hydrated in one render with nothing stored`, async () => {
      localStorage.clear()
      reloadStores()
      expect(await rendersAfterHydration(store)).toBe(1)
    })
  }

  it('after the last line is removed, the cart is the empty snapshot again', () => {
    cartStore.add(product({ id: 1001, price: 10 }), 1)
    cartStore.remove(1001)
    cartStore.add(product({ id: 1002, price: 10 }), 1)
    cartStore.clear()
    localStorage.clear()
    reloadStores()
    const empty = cartStore.getSnapshot()
    cartStore.add(product({ id: 1003, price: 10 }), 1)
    cartStore.clear()
    expect(cartStore.getSnapshot()).toBe(empty)
  })
})

describe('a returning visitor with something stored', () => {
  it('cart: rendered again after hydration, with the stored lines', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...product({ id: 1001, price: 10 }), qty: 2 }]))
    reloadStores()
    expect(await rendersAfterHydration('cart')).toBe(2)
  })

  it('wishlist: rendered again after hydration', async () => {
    localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify([product({ id: 1001, price: 10 })]))
    reloadStores()
    expect(await rendersAfterHydration('wishlist')).toBe(2)
  })
})
