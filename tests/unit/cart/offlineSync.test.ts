/**
 * A signed-in customer's cart changes made offline reach the server when the connection returns
 * (src/cart/serverSync.ts, decision 0033): kept in storage (`cartSyncPending`), so a reload or a
 * closed tab loses nothing; nothing is tried or logged while the browser says it is offline.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockSession, server } from '@mocks/node'
import { shop } from '@mocks/store'
import { cartStore, loadServerSync } from '@/cart/cartStore'
import { pendingOfflineChanges, resetCartSync } from '@/cart/serverSync'
import { OWN_STORAGE_KEYS } from '@/lib/storage'
import { sessionStore } from '@/session/session'
import { shopProduct } from './products'

const KEY = OWN_STORAGE_KEYS.cartSyncPending

let sent: string[] = []
const record = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname
  if (path.includes('cart-item')) sent.push(path)
}

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(KEY) ?? 'null')
}

/** A new visit of the shop in this browser: its modules start again from what storage holds. */
async function newVisit() {
  vi.resetModules()
  const store = await import('@/cart/cartStore')
  const sync = await store.loadServerSync()
  return { sync, cartStore: store.cartStore }
}

function serverCart(userId = 7) {
  return shop().state.carts[String(userId)] ?? []
}

beforeAll(async () => {
  await loadServerSync()
})

beforeEach(() => {
  const { token, user } = mockSession(7)
  sessionStore.signIn(token, user)
  resetCartSync()
  cartStore.reload()
  sent = []
  server.events.on('request:start', record)
})

afterEach(() => {
  server.events.removeListener('request:start', record)
  Reflect.deleteProperty(window.navigator, 'onLine')
})

describe('offline cart changes of a signed-in customer', () => {
  it('are not tried while offline (nothing logged), are stored, and go out when back online', async () => {
    const log = vi.spyOn(console, 'error')
    setOnline(false)
    cartStore.add(shopProduct(1001), 2)
    await cartStore.updateQuantity(1001, 5)
    cartStore.add(shopProduct(1002), 1)
    cartStore.remove(1002)
    await settle()
    expect(sent).toEqual([])
    expect(log).not.toHaveBeenCalled()
    expect(pendingOfflineChanges()).toBe(2)
    expect(stored()).toEqual([
      { kind: 'store', productId: 1001, qty: 5, userId: 7, seq: expect.any(Number) as number },
      { kind: 'remove', productId: 1002, userId: 7, seq: expect.any(Number) as number },
    ])

    setOnline(true)
    await settle()
    expect(sent.sort()).toEqual(['/api/v2/remove-cart-item', '/api/v2/store-cart-item'])
    expect(serverCart()).toEqual([{ productId: 1001, qty: 5 }])
    expect(pendingOfflineChanges()).toBe(0)
    expect(localStorage.getItem(KEY)).toBeNull()
    log.mockRestore()
  })

  it('survive a reload: the next visit sends them, and a change made then supersedes them', async () => {
    setOnline(false)
    cartStore.replace([
      { ...shopProduct(1001), qty: 3 },
      { ...shopProduct(1002), qty: 1 },
    ])
    // What the last visit kept (earlier than anything of this visit).
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { kind: 'store', productId: 1001, qty: 3, userId: 7, seq: 1_000_000 },
        { kind: 'store', productId: 1002, qty: 1, userId: 7, seq: 1_000_001 },
      ]),
    )
    const visit = await newVisit()
    expect(visit.sync.pendingOfflineChanges()).toBe(2)
    // A change in this visit, still offline, is later than what the last visit kept.
    await visit.cartStore.updateQuantity(1002, 4)
    setOnline(true)
    await settle()
    expect(serverCart()).toEqual(
      expect.arrayContaining([
        { productId: 1001, qty: 3 },
        { productId: 1002, qty: 4 },
      ]),
    )
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('a visit that starts online sends what the last one kept at once', async () => {
    localStorage.setItem(KEY, JSON.stringify([{ kind: 'store', productId: 1001, qty: 2, userId: 7, seq: 1 }]))
    await newVisit()
    await settle()
    expect(sent).toEqual(['/api/v2/store-cart-item'])
    expect(serverCart()).toEqual([{ productId: 1001, qty: 2 }])
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('are dropped when another customer is signed in by then; storage nonsense is ignored', async () => {
    setOnline(false)
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { kind: 'store', productId: 1001, qty: 2, userId: 8, seq: 1 },
        { kind: 'store', productId: 1002, qty: 0, userId: 7, seq: 2 },
        { kind: 'store', productId: 1003, qty: 101, userId: 7, seq: 3 },
        { kind: 'empty', productId: 1004, userId: 7, seq: 4 },
        'garbage',
        null,
      ]),
    )
    const visit = await newVisit()
    expect(visit.sync.pendingOfflineChanges()).toBe(1)
    setOnline(true)
    await settle()
    expect(sent).toEqual([])
    expect(localStorage.getItem(KEY)).toBeNull()

    localStorage.setItem(KEY, '{not json')
    expect((await newVisit()).sync.pendingOfflineChanges()).toBe(0)
  })

  it('a guest has nothing kept: the cart stays in the browser only', async () => {
    sessionStore.signOut()
    setOnline(false)
    cartStore.add(shopProduct(1001), 2)
    setOnline(true)
    await settle()
    expect(sent).toEqual([])
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})
