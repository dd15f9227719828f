/** The store: persistence to a Storage, garbage -> seed, reset. */
import { describe, expect, it } from 'vitest'
import { createMockStore, persistMockShop, resetMockShop, shop, STORE_KEY, type StorageLike } from '@mocks/store'
import { createSeed } from '@mocks/store/seed'
import { activateAddress } from '@mocks/store/addresses'
import { placeOrder } from '@mocks/store/orders'
import { productBySlug } from '@mocks/lib/catalogue'
import { post } from './helpers'

class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>()
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
}

describe('mock store', () => {
  it('persists every change under mock-shop:v1 and survives re-creation', () => {
    const storage = new FakeStorage()
    const first = createMockStore({ storage })
    expect(storage.items.has(STORE_KEY)).toBe(false)
    activateAddress(first, 12)
    const napa = productBySlug('napa-500-mg-tablet')
    if (!napa) throw new Error('seed changed')
    const order = placeOrder(first, {
      user_id: 7,
      payment_method: 'cod',
      payment_type: 'cod',
      items: [{ product: napa, qty: 3 }],
      coupon: null,
      areaCharge: '0.00',
      contact: {
        firstname: 'R',
        lastname: '',
        email: '',
        phone: '01711000000',
        city: 'Dhaka',
        area: 'Gulshan',
        address: 'x',
        additional_address: '',
      },
      delivery_date: '',
      delivery_time: '',
      order_note: '',
      dtls_mail: 0,
      gift: null,
    })
    expect(storage.items.has(STORE_KEY)).toBe(true)

    const second = createMockStore({ storage })
    expect(second.state.addresses.find((a) => a.status === 0 && a.user_id === 7)?.id).toBe(12)
    expect(second.state.orders.find((o) => o.order_id === order.order_id)).toMatchObject({ status: 1, amount: '96.00' })
    expect(second.state.lastOrderId).toBe(Number(order.order_id))
  })

  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ version: 1, customers: 'nope' })],
    ['another version', JSON.stringify({ ...createSeed(), version: 2 })],
    ['null', 'null'],
  ])('starts from the seed when the key holds %s', (_label, garbage) => {
    const storage = new FakeStorage()
    storage.setItem(STORE_KEY, garbage)
    expect(createMockStore({ storage }).state).toEqual(createSeed())
  })

  it('reset restores the seed and clears the key; a throwing storage does not break the shop', () => {
    const storage = new FakeStorage()
    const store = createMockStore({ storage })
    activateAddress(store, 13)
    store.reset()
    expect(storage.items.has(STORE_KEY)).toBe(false)
    expect(store.state).toEqual(createSeed())

    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const fragile = createMockStore({ storage: broken })
    activateAddress(fragile, 12)
    expect(fragile.state.addresses.find((a) => a.id === 12)?.status).toBe(0)
    expect(() => fragile.reset()).not.toThrow()
  })

  it('the seed is never mutated by changes', () => {
    const store = createMockStore()
    store.update((state) => {
      state.customers[0]!.name = 'changed'
    })
    expect(createSeed().customers[0]?.name).not.toBe('changed')
  })

  it('the shop the handlers use can be switched to a persisted store', async () => {
    const storage = new FakeStorage()
    persistMockShop(storage)
    try {
      await post('/api/subscribe', { email: 'someone@example.com' })
      expect(storage.getItem(STORE_KEY)).toContain('someone@example.com')
      resetMockShop()
      expect(storage.getItem(STORE_KEY)).toBeNull()
      expect(shop().state.subscribers).not.toContain('someone@example.com')
    } finally {
      persistMockShop(null)
    }
  })
})
