import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_SYNC_ERROR } from '@/cart/messages'

// The sync module's chunk cannot be loaded (gone after a deploy, or the network down).
const counter = vi.hoisted(() => ({ loads: 0 }))
vi.mock('@/cart/serverSync', () => {
  counter.loads += 1
  throw new TypeError('Failed to fetch dynamically imported module')
})

const { product } = await import('./products')
const { cartStore, loadServerSync } = await import('@/cart/cartStore')

afterEach(() => vi.restoreAllMocks())

describe('the cart when its server sync cannot be loaded', () => {
  it('keeps the change in the browser and logs the spec line, with no unhandled rejection', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    cartStore.add(product({ id: 1001, price: 10 }), 2)
    expect(cartStore.getSnapshot().find((line) => line.id === 1001)?.qty).toBe(2)
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1)
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(CART_SYNC_ERROR, expect.any(Error)))
  })

  it('tries to load it again at the next change', async () => {
    const before = counter.loads
    await expect(loadServerSync()).rejects.toThrow()
    await expect(loadServerSync()).rejects.toThrow()
    expect(counter.loads).toBeGreaterThan(before)
  })

  it('a quantity change waited on rejects, and the local quantity stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    cartStore.replace([])
    cartStore.replace([{ ...product({ id: 1002, price: 10 }), qty: 1 }])
    await expect(cartStore.updateQuantity(1002, 3)).rejects.toThrow()
    expect(cartStore.getSnapshot()[0]?.qty).toBe(3)
  })
})
