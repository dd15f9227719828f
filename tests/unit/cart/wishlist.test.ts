import { beforeEach, describe, expect, it } from 'vitest'
import { wishlistStore } from '@/wishlist/wishlistStore'
import { product } from './products'

beforeEach(() => wishlistStore.reload())

describe('wishlist store (spec 000 s3, s4)', () => {
  it('toggles a product in and out of `wishlist` (a JSON array of products)', () => {
    const napa = product({ id: 1001, price: 12 })
    expect(wishlistStore.toggle(napa)).toBe(true)
    expect(JSON.parse(localStorage.getItem('wishlist') ?? 'null')).toEqual([napa])
    expect(wishlistStore.has(1001)).toBe(true)
    expect(wishlistStore.toggle(napa)).toBe(false)
    expect(localStorage.getItem('wishlist')).toBe('[]')
  })

  it('removes by id', () => {
    wishlistStore.toggle(product({ id: 1, price: 1 }))
    wishlistStore.toggle(product({ id: 2, price: 2 }))
    wishlistStore.remove(1)
    expect(wishlistStore.getSnapshot().map((p) => p.id)).toEqual([2])
  })

  it('reads garbage as empty and drops broken or duplicate entries', () => {
    localStorage.setItem('wishlist', '{oops')
    wishlistStore.reload()
    expect(wishlistStore.getSnapshot()).toEqual([])
    const p = product({ id: 3, price: 30 })
    localStorage.setItem('wishlist', JSON.stringify([p, p, { id: 'x' }, null]))
    wishlistStore.reload()
    expect(wishlistStore.getSnapshot()).toEqual([p])
  })

  it('follows storage events from other tabs (the header count refreshes)', () => {
    const seen: number[] = []
    const unsubscribe = wishlistStore.subscribe(() => seen.push(wishlistStore.getSnapshot().length))
    const list = [product({ id: 4, price: 1 }), product({ id: 5, price: 1 })]
    localStorage.setItem('wishlist', JSON.stringify(list))
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }))
    expect(seen).toEqual([2])
    unsubscribe()
  })
})
