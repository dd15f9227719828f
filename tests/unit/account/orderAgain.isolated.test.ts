import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { answerWith } from '@mocks/faults'
import { server } from '@mocks/node'
import { cartStore, loadServerSync } from '@/cart/cartStore'
import { closeCartPanel } from '@/cart/panel'
import { orderAgain } from '@/account/orderAgain'
import type { MessageDescriptor } from '@lingui/core'
import { english } from '../../support/i18n'

// A cart change loads the server sync module lazily: load it first, so no import outlives the file.
beforeAll(() => loadServerSync())

vi.mock('@/lib/toast', () => ({ toast: { warning: vi.fn(), success: vi.fn() } }))

describe('Order Again', () => {
  beforeEach(() => {
    cartStore.clear()
    closeCartPanel()
    vi.mocked(toast.warning).mockClear()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it("replaces the cart and its stored total with the order's items", async () => {
    cartStore.replace([])
    await expect(orderAgain({ id: 101 })).resolves.toBe(true)
    const lines = cartStore.getSnapshot()
    expect(lines.map((line) => [line.slug, line.qty])).toEqual([
      ['napa-500-mg-tablet', 3],
      ['seclo-20-mg-capsule', 2],
      ['orsaline-n-oral-saline-20-sachets', 1],
    ])
    const stored = JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ id: number; qty: number }>
    expect(stored.map((line) => line.qty)).toEqual([3, 2, 1])
    const total =
      lines.reduce((sum, line) => sum + Math.round((line.discount_price ?? line.price) * 100) * line.qty, 0) / 100
    expect(JSON.parse(localStorage.getItem('cartTotal') ?? 'null')).toBe(total)
    expect(toast.warning).not.toHaveBeenCalled()
  })

  it("warns 'Some Product is Stock Out!!' and keeps the cart when an item is out of stock", async () => {
    await orderAgain({ id: 101 })
    const before = localStorage.getItem('cart')
    await expect(orderAgain({ id: 106 })).resolves.toBe(false)
    expect(localStorage.getItem('cart')).toBe(before)
    expect(toast.warning).toHaveBeenCalledOnce()
    const [text, options] = vi.mocked(toast.warning).mock.calls[0] ?? []
    expect(english(text as MessageDescriptor)).toBe('Some Product is Stock Out!!')
    expect(options).toEqual({ autoClose: 3000 })
  })

  it('keeps the cart when the answer has no items', async () => {
    await orderAgain({ id: 101 })
    const before = localStorage.getItem('cart')
    server.use(answerWith('GET', '/api/order-item/{orderId}', { data: [] }))
    await expect(orderAgain({ id: 102 })).resolves.toBe(false)
    expect(localStorage.getItem('cart')).toBe(before)
    expect(toast.warning).toHaveBeenCalledOnce()
    const [text, options] = vi.mocked(toast.warning).mock.calls[0] ?? []
    expect(english(text as MessageDescriptor)).toBe('Some Product is Stock Out!!')
    expect(options).toEqual({ autoClose: 3000 })
  })
})
