import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { failWith, hang, mockSession, server } from '@mocks/node'
import { shop } from '@mocks/store'
import { cartStore, loadServerSync } from '@/cart/cartStore'
import {
  CART_SYNC_ERROR,
  flushOfflineChanges,
  pendingOfflineChanges,
  QUEUE_WAIT_MS,
  resetCartSync,
} from '@/cart/serverSync'
import { sessionStore } from '@/session/session'
import { product, shopProduct } from './products'

interface Sent {
  path: string
  body: unknown
}

/** Records the cart calls that reach the network (before the mock shop answers them), per test. */
function recordCartCalls(): Sent[] {
  const sent: Sent[] = []
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname
    if (!path.includes('cart-item')) return
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.push({ path, body }))
  }
  beforeEach(() => {
    sent.length = 0
    server.events.on('request:start', listener)
  })
  afterEach(() => {
    server.events.removeListener('request:start', listener)
  })
  return sent
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

const napa = () => shopProduct(1001)
const ace = () => shopProduct(1002)

function signIn() {
  const { token, user } = mockSession(7)
  sessionStore.signIn(token, user)
}

function serverCart(userId = 7) {
  return shop().state.carts[String(userId)] ?? []
}

// The sync module loads with the first change (out of the first visit's JavaScript): loaded here
// first, so each test sees the calls go out as it makes the changes.
beforeAll(async () => {
  await loadServerSync()
})

beforeEach(() => {
  resetCartSync()
  sessionStore.reload()
  cartStore.reload()
})

describe('cart store: storage (spec 000 s3, s4)', () => {
  it('saves `cart` (products with qty) and `cartTotal` (a JSON number) on every change', () => {
    const orsaline = product({ id: 5001, price: 33.3 })
    cartStore.add(orsaline, 3)
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([{ ...orsaline, qty: 3 }])
    expect(localStorage.getItem('cartTotal')).toBe('99.9')
    cartStore.setQuantity(5001, 1)
    expect(localStorage.getItem('cartTotal')).toBe('33.3')
    cartStore.remove(5001)
    expect(localStorage.getItem('cart')).toBe('[]')
    expect(localStorage.getItem('cartTotal')).toBe('0')
  })

  it('add-or-update, replace and clear save too', () => {
    const p = product({ id: 5002, price: 100 })
    cartStore.addOrUpdate(p, 4)
    expect(localStorage.getItem('cartTotal')).toBe('400')
    cartStore.addOrUpdate(p, 2)
    expect(cartStore.getSnapshot()[0]!.qty).toBe(2)
    cartStore.replace([{ ...product({ id: 5003, price: 10 }), qty: 5 }])
    expect(cartStore.getSnapshot().map((l) => l.id)).toEqual([5003])
    expect(localStorage.getItem('cartTotal')).toBe('50')
    cartStore.clear()
    expect(localStorage.getItem('cart')).toBe('[]')
    expect(localStorage.getItem('cartTotal')).toBe('0')
  })

  it('restores both keys at start; a damaged cart is repaired and written back', async () => {
    const p = product({ id: 5004, price: 20 })
    localStorage.setItem('cart', JSON.stringify([{ ...p, qty: '3', extra: 'old field' }, { id: 'broken' }]))
    localStorage.setItem('cartTotal', '"garbage"')
    vi.resetModules()
    const fresh = await import('@/cart/cartStore')
    expect(fresh.cartStore.getSnapshot()).toEqual([{ ...p, qty: 3 }])
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([{ ...p, qty: 3 }])
    expect(localStorage.getItem('cartTotal')).toBe('60')
  })

  it('starts empty, without a crash, from garbage in either key', async () => {
    localStorage.setItem('cart', '{not json')
    localStorage.setItem('cartTotal', 'NaN')
    vi.resetModules()
    const fresh = await import('@/cart/cartStore')
    expect(fresh.cartStore.getSnapshot()).toEqual([])
    expect(localStorage.getItem('cart')).toBe('[]')
    expect(localStorage.getItem('cartTotal')).toBe('0')
  })

  it('leaves an untouched browser untouched at start', async () => {
    vi.resetModules()
    await import('@/cart/cartStore')
    expect(localStorage.getItem('cart')).toBeNull()
    expect(localStorage.getItem('cartTotal')).toBeNull()
  })

  it("follows another tab's change (storage event) and tells its subscribers", () => {
    const seen: number[] = []
    const unsubscribe = cartStore.subscribe(() => seen.push(cartStore.getSnapshot().length))
    const other = [{ ...product({ id: 5005, price: 10 }), qty: 2 }]
    localStorage.setItem('cart', JSON.stringify(other))
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: JSON.stringify(other) }))
    expect(cartStore.getSnapshot()).toEqual(other)
    localStorage.setItem('cart', 'garbage from another tab')
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }))
    expect(cartStore.getSnapshot()).toEqual([])
    // Other keys are not the cart's business; clear() (key null) is.
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }))
    localStorage.setItem('cart', JSON.stringify(other))
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(cartStore.getSnapshot()).toEqual(other)
    expect(seen).toEqual([1, 0, 1])
    unsubscribe()
  })
})

describe('cart store: server sync (spec 000 s6, s7)', () => {
  const sent = recordCartCalls()

  it('sends nothing for a guest', async () => {
    cartStore.add(napa())
    cartStore.setQuantity(1001, 4)
    cartStore.add(napa(), 2)
    cartStore.remove(1001)
    await settle()
    expect(sent).toEqual([])
  })

  it('signed in: first add, quantity changes and removal reach the server in order', async () => {
    signIn()
    cartStore.add(napa(), 2)
    await settle()
    expect(serverCart()).toEqual([{ productId: 1001, qty: 2 }])
    await cartStore.updateQuantity(1001, 5)
    expect(serverCart()).toEqual([{ productId: 1001, qty: 5 }])
    cartStore.add(ace())
    cartStore.remove(1001)
    await settle()
    expect(sent).toEqual([
      { path: '/api/v2/store-cart-item', body: { productId: 1001, qty: 2, userId: 7 } },
      { path: '/api/v2/store-cart-item', body: { productId: 1001, qty: 5, userId: 7 } },
      { path: '/api/v2/store-cart-item', body: { productId: 1002, qty: 1, userId: 7 } },
      { path: '/api/v2/remove-cart-item', body: { productId: 1001, userId: 7 } },
    ])
    expect(serverCart()).toEqual([{ productId: 1002, qty: 1 }])
  })

  it('signed in: adding a product already in the cart sends remove, then store with the new quantity', async () => {
    signIn()
    cartStore.add(napa(), 2)
    await settle()
    sent.length = 0
    cartStore.add(napa(), 3)
    await settle()
    expect(cartStore.getSnapshot()[0]!.qty).toBe(5)
    expect(sent).toEqual([
      { path: '/api/v2/remove-cart-item', body: { productId: 1001, userId: 7 } },
      { path: '/api/v2/store-cart-item', body: { productId: 1001, qty: 5, userId: 7 } },
    ])
    expect(serverCart()).toEqual([{ productId: 1001, qty: 5 }])
  })

  it('sends nothing for an unchanged quantity or an unknown product, and nothing for replace/clear', async () => {
    signIn()
    cartStore.add(napa(), 2)
    await settle()
    sent.length = 0
    await cartStore.updateQuantity(1001, 2)
    await cartStore.updateQuantity(4242, 3)
    cartStore.remove(4242)
    cartStore.replace([{ ...ace(), qty: 2 }])
    cartStore.clear()
    await settle()
    expect(sent).toEqual([])
  })

  it("a failed call is logged as 'Error updating cart' and the local cart stays as the shopper left it", async () => {
    signIn()
    server.use(failWith('POST', '/api/v2/store-cart-item', 500), failWith('POST', '/api/v2/remove-cart-item', 500))
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    cartStore.add(napa(), 2)
    await expect(cartStore.updateQuantity(1001, 7)).rejects.toMatchObject({ status: 500 })
    cartStore.add(ace())
    cartStore.remove(1002)
    await settle()
    expect(cartStore.getSnapshot().map((l) => [l.id, l.qty])).toEqual([[1001, 7]])
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1)
    expect(log.mock.calls.filter(([message]) => message === CART_SYNC_ERROR)).toHaveLength(4)
    expect(serverCart()).toEqual([])
    log.mockRestore()
  })

  it('keeps calls for one product in order even when the first is slow', async () => {
    signIn()
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(
        '*/api/v2/store-cart-item',
        async () => {
          await gate
          return HttpResponse.json({ message: 'Cart updated.' })
        },
        { once: true },
      ),
    )
    cartStore.add(napa(), 2)
    cartStore.remove(1001)
    await settle()
    expect(sent.map((s) => s.path)).toEqual(['/api/v2/store-cart-item'])
    release()
    await settle()
    expect(sent.map((s) => s.path)).toEqual(['/api/v2/store-cart-item', '/api/v2/remove-cart-item'])
  })

  it('calls for different products go out side by side (one hung call blocks no other line)', async () => {
    signIn()
    server.use(hang('POST', '/api/v2/store-cart-item', { once: true }))
    cartStore.add(napa())
    cartStore.add(ace())
    await settle()
    expect(sent.map((s) => (s.body as { productId: number }).productId)).toEqual([1001, 1002])
  })

  it('a call that never answers holds the next call for its product 10 s at most', async () => {
    signIn()
    server.use(hang('POST', '/api/v2/store-cart-item', { once: true }))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      cartStore.add(napa())
      cartStore.remove(1001)
      await vi.advanceTimersByTimeAsync(QUEUE_WAIT_MS - 100)
      expect(sent.map((s) => s.path)).toEqual(['/api/v2/store-cart-item'])
      await vi.advanceTimersByTimeAsync(200)
    } finally {
      vi.useRealTimers()
    }
    await settle()
    expect(sent.map((s) => s.path)).toEqual(['/api/v2/store-cart-item', '/api/v2/remove-cart-item'])
  })

  it('offline: the latest change per product is kept and sent when the browser is back online', async () => {
    signIn()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.post('*/api/v2/store-cart-item', () => HttpResponse.error()))
    cartStore.add(napa(), 1)
    await settle()
    await expect(cartStore.updateQuantity(1001, 4)).rejects.toMatchObject({ kind: 'network' })
    expect(pendingOfflineChanges()).toBe(1)
    expect(serverCart()).toEqual([])
    server.resetHandlers()
    sent.length = 0
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(sent).toEqual([{ path: '/api/v2/store-cart-item', body: { productId: 1001, qty: 4, userId: 7 } }])
    expect(serverCart()).toEqual([{ productId: 1001, qty: 4 }])
    expect(pendingOfflineChanges()).toBe(0)
    log.mockRestore()
  })

  it('a later change that reaches the server makes an older offline one stale', async () => {
    signIn()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.post('*/api/v2/store-cart-item', () => HttpResponse.error(), { once: true }))
    cartStore.add(napa(), 1)
    await settle()
    expect(pendingOfflineChanges()).toBe(1)
    await cartStore.updateQuantity(1001, 6)
    expect(pendingOfflineChanges()).toBe(0)
    sent.length = 0
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(sent).toEqual([])
    expect(serverCart()).toEqual([{ productId: 1001, qty: 6 }])
    log.mockRestore()
  })

  it('offline changes of a customer who signed out meanwhile are dropped', async () => {
    signIn()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.post('*/api/v2/remove-cart-item', () => HttpResponse.error()))
    cartStore.replace([{ ...napa(), qty: 1 }])
    cartStore.remove(1001)
    await settle()
    expect(pendingOfflineChanges()).toBe(1)
    sessionStore.signOut()
    server.resetHandlers()
    sent.length = 0
    flushOfflineChanges()
    await settle()
    expect(sent).toEqual([])
    expect(pendingOfflineChanges()).toBe(0)
    log.mockRestore()
  })
})

describe('the stored cart is read at its first use', () => {
  it('not while the module is evaluated (main() reads it in a task of its own), then once', async () => {
    vi.resetModules()
    const stored = [{ ...product({ id: 5100, price: 40 }), qty: 500 }]
    localStorage.setItem('cart', JSON.stringify(stored))
    try {
      const fresh = await import('@/cart/cartStore')
      // The repair (the quantity brought into bounds) is written back when the cart is read: not yet.
      expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(stored)
      const lines = fresh.cartStore.getSnapshot()
      expect(lines.map((line) => line.qty)).toEqual([100])
      expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([{ ...stored[0], qty: 100 }])
      expect(fresh.cartStore.getSnapshot()).toBe(lines)
    } finally {
      localStorage.removeItem('cart')
      localStorage.removeItem('cartTotal')
      vi.resetModules()
    }
  })
})
