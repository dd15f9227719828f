/**
 * Recently viewed (src/recentlyViewed/recentlyViewedStore.ts, decision 0033): the last 12
 * products viewed, newest first, in storage under `recentlyViewed`, read tolerantly.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { OWN_STORAGE_KEYS } from '@/lib/storage'
import { RECENTLY_VIEWED_LIMIT, recentlyViewedStore } from '@/recentlyViewed/recentlyViewedStore'
import { product } from './cart/products'

const KEY = OWN_STORAGE_KEYS.recentlyViewed

const ids = () => recentlyViewedStore.getSnapshot().map((p) => p.id)

beforeEach(() => {
  localStorage.clear()
  recentlyViewedStore.reload()
})

describe('recently viewed', () => {
  it('puts the product viewed last first, once, and keeps at most 12', () => {
    for (let id = 1; id <= 14; id++) recentlyViewedStore.record(product({ id, price: 10 }))
    expect(RECENTLY_VIEWED_LIMIT).toBe(12)
    expect(ids()).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
    recentlyViewedStore.record(product({ id: 9, price: 10 }))
    expect(ids()).toEqual([9, 14, 13, 12, 11, 10, 8, 7, 6, 5, 4, 3])
  })

  it('stores what a card shows, not the long texts; a new visit reads it back', () => {
    recentlyViewedStore.record(
      product({ id: 7, price: 120, description: '<p>Long</p>', short_description: 'Short', meta_tag: 'tags', qty: 3 }),
    )
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '[]') as Array<Record<string, unknown>>
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ id: 7, price: 120, product_name: 'Product 7' })
    expect(stored[0]).not.toHaveProperty('description')
    expect(stored[0]).not.toHaveProperty('short_description')
    expect(stored[0]).not.toHaveProperty('qty')
    recentlyViewedStore.reload()
    expect(recentlyViewedStore.getSnapshot()[0]).toMatchObject({ id: 7, price: 120, description: '' })
  })

  it('reads storage tolerantly: garbage, another shape, damaged entries, repeats, too many', () => {
    for (const raw of ['{not json', '"a string"', '{"id":1}', 'null']) {
      localStorage.setItem(KEY, raw)
      recentlyViewedStore.reload()
      expect(ids()).toEqual([])
    }
    const many = Array.from({ length: 20 }, (_, i) => product({ id: 100 + i, price: 5 }))
    localStorage.setItem(KEY, JSON.stringify([{ id: 'x' }, 42, null, many[0], many[0], ...many]))
    recentlyViewedStore.reload()
    expect(ids()).toEqual(many.slice(0, 12).map((p) => p.id))
  })

  it("follows another tab's views (storage event)", () => {
    localStorage.setItem(KEY, JSON.stringify([product({ id: 5, price: 10 })]))
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    expect(ids()).toEqual([5])
  })
})
