import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { mockSession, server } from '@mocks/node'
import { failWith } from '@mocks/faults'
import { loadMyMedicines } from '@/account/useMyMedicines'
import { addAllToCart, addMedicineToCart } from '@/account/myMedicinesCart'
import { cartStore, loadServerSync } from '@/cart/cartStore'
import { sessionStore } from '@/session'
import { isOutOfStock } from '@/rules/product'
import { toast } from '@/lib/toast'

vi.mock('@/lib/toast', () => ({ toast: { warning: vi.fn(), success: vi.fn() } }))

beforeAll(() => loadServerSync())

function signIn() {
  const { token, user } = mockSession(7)
  sessionStore.signIn(token, user)
}

describe('My Medicines from the order list and Order Again calls', () => {
  beforeEach(() => {
    signIn()
    cartStore.clear()
    vi.mocked(toast.success).mockClear()
  })
  afterEach(() => sessionStore.signOut())

  it('lists each product of the newest orders once, newest first, cancelled orders left out', async () => {
    const calls: string[] = []
    const record = ({ request }: { request: Request }) => void calls.push(new URL(request.url).pathname)
    server.events.on('request:start', record)
    const medicines = await loadMyMedicines(7)
    server.events.removeListener('request:start', record)

    // One order list call (the newest page), then Order Again's call per order that was not cancelled.
    expect(calls.filter((path) => path.startsWith('/api/auth/order-list/7'))).toHaveLength(1)
    const itemCalls = calls.filter((path) => path.startsWith('/api/order-item/'))
    expect(itemCalls.length).toBeGreaterThan(1)
    expect(itemCalls).not.toContain('/api/order-item/108') // cancelled (status 4)

    const ids = medicines.map((m) => m.productId)
    expect(new Set(ids).size).toBe(ids.length)
    // The newest order (100244) comes first, with its date and quantity.
    expect(medicines[0]?.lastOrderedAt).toMatch(/^2026-11-21/)
    expect(medicines.every((m) => m.quantity >= 1 && m.quantity <= 100)).toBe(true)
    // The product of cancelled order 100238 only (Whiskas) is not listed.
    expect(medicines.some((m) => m.product?.slug.startsWith('whiskas'))).toBe(false)
    // Order 100236 (id 106) has an out-of-stock product: found by its name, and marked.
    expect(calls).toContain('/api/auth/order-product/106')
    const outOfStock = medicines.filter((m) => m.product && isOutOfStock(m.product))
    expect(outOfStock.length).toBeGreaterThan(0)
    expect(medicines.every((m) => m.product !== null)).toBe(true)
  })

  it('fails when the order list fails (the page shows its error)', async () => {
    server.use(failWith('GET', '/api/auth/order-list/{customerId}', 500))
    await expect(loadMyMedicines(7)).rejects.toBeTruthy()
  })

  it('keeps a product the search cannot find, without a product (no Add to Cart)', async () => {
    server.use(
      http.get('*/api/v2/product-search/:query', () =>
        HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }),
      ),
    )
    const medicines = await loadMyMedicines(7)
    expect(medicines.some((m) => m.product === null && m.name !== '')).toBe(true)
  })

  it('adds one with its last quantity, and all that can be bought with one toast', async () => {
    const medicines = await loadMyMedicines(7)
    // A guest's cart: no server sync in this test.
    sessionStore.signOut()
    const first = medicines.find((m) => m.product && !isOutOfStock(m.product))
    if (!first?.product) throw new Error('no product in stock')
    expect(addMedicineToCart(first)).toBe(true)
    expect(cartStore.getSnapshot().find((line) => line.id === first.productId)?.qty).toBe(first.quantity)

    cartStore.clear()
    vi.mocked(toast.success).mockClear()
    const buyable = medicines.filter((m) => m.product && !isOutOfStock(m.product))
    expect(addAllToCart(medicines)).toBe(buyable.length)
    expect(cartStore.getSnapshot().map((line) => [line.id, line.qty])).toEqual(
      buyable.map((m) => [m.productId, m.quantity]),
    )
    expect(toast.success).toHaveBeenCalledTimes(1)
    const outOfStock = medicines.find((m) => m.product && isOutOfStock(m.product))
    if (outOfStock) expect(addMedicineToCart(outOfStock)).toBe(false)
  })
})
