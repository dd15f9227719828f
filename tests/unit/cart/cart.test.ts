import { describe, expect, it } from 'vitest'
import { clampQty } from '@/rules/quantity'
import {
  addOrUpdate,
  addToCart,
  cartCount,
  cartTotal,
  lineTotal,
  parseStoredCart,
  removeFromCart,
  repairCart,
  updateQuantity,
} from '@/cart/cart'
import { product } from './products'

const napa = product({ id: 1001, price: 12 })
const ors = product({ id: 1002, price: 33.3 })
const diapers = product({ id: 1003, price: 1500, discount_price: 1250 })

describe('cart operations (spec 000 s4)', () => {
  it('adds a new line with qty, or more units of an existing one, capped at 100', () => {
    let cart = addToCart([], napa)
    expect(cart).toEqual([{ ...napa, qty: 1 }])
    cart = addToCart(cart, napa, 3)
    expect(cart).toEqual([{ ...napa, qty: 4 }])
    cart = addToCart(cart, ors, 2)
    expect(cart.map((l) => [l.id, l.qty])).toEqual([
      [1001, 4],
      [1002, 2],
    ])
    expect(addToCart(cart, napa, 500).find((l) => l.id === 1001)?.qty).toBe(100)
  })

  it('removes a line; unknown ids change nothing', () => {
    const cart = addToCart(addToCart([], napa), ors)
    expect(removeFromCart(cart, 1001).map((l) => l.id)).toEqual([1002])
    expect(removeFromCart(cart, 9999)).toEqual(cart)
  })

  it('updates a quantity within 1..100; unknown ids change nothing', () => {
    const cart = addToCart([], napa)
    expect(updateQuantity(cart, 1001, 7)[0]!.qty).toBe(7)
    expect(updateQuantity(cart, 1001, 0)[0]!.qty).toBe(1)
    expect(updateQuantity(cart, 1001, 101)[0]!.qty).toBe(100)
    expect(updateQuantity(cart, 42, 5)).toEqual(cart)
  })

  it('add-or-update sets the quantity when present, else appends', () => {
    let cart = addOrUpdate([], napa, 5)
    expect(cart).toEqual([{ ...napa, qty: 5 }])
    cart = addOrUpdate(cart, napa, 2)
    expect(cart).toEqual([{ ...napa, qty: 2 }])
    cart = addOrUpdate(cart, ors, 3)
    expect(cart.map((l) => l.qty)).toEqual([2, 3])
  })

  it('totals (discount price if set, else price) x qty exactly to the paisa', () => {
    expect(cartTotal([{ ...ors, qty: 3 }])).toBe(99.9)
    expect(0.1 * 3).not.toBe(0.3) // the drift the paisa arithmetic avoids
    expect(
      cartTotal([
        { ...ors, qty: 3 },
        { ...napa, qty: 2 },
        { ...diapers, qty: 1 },
      ]),
    ).toBe(1373.9)
    expect(lineTotal({ ...diapers, qty: 2 })).toBe(2500)
    expect(cartTotal([])).toBe(0)
    const many = Array.from({ length: 100 }, (_, i) => ({ ...product({ id: i + 1, price: 0.1 }), qty: 3 }))
    expect(cartTotal(many)).toBe(30)
  })

  it('counts units', () => {
    expect(
      cartCount([
        { ...napa, qty: 2 },
        { ...ors, qty: 1 },
      ]),
    ).toBe(3)
    expect(cartCount([])).toBe(0)
  })

  it('clamps quantities to whole units in 1..100', () => {
    expect([clampQty(0), clampQty(-3), clampQty(2.9), clampQty(100), clampQty(101), clampQty(Number.NaN)]).toEqual([
      1, 1, 2, 100, 100, 1,
    ])
  })
})

describe('reading the stored cart tolerantly', () => {
  it('gives [] for garbage, never a throw', () => {
    for (const raw of ['{oops', 'null', '42', '"text"', '{"items":[]}', 'true', '']) {
      expect(parseStoredCart(raw)).toEqual([])
    }
    expect(parseStoredCart(null)).toEqual([])
    expect(repairCart(undefined)).toEqual([])
  })

  it('repairs an old or damaged shape: string numbers, bad quantities, duplicates, bad lines dropped', () => {
    const stored = [
      { ...napa, price: '12.00', qty: '2' },
      { ...napa, qty: 3 },
      { ...ors, qty: 0 },
      { ...diapers, qty: 250, discount_price: '1250.00' },
      { id: 'x', product_name: 'Broken' },
      { ...product({ id: 1004, price: 10 }), price: -10 },
      null,
      'napa',
      { ...product({ id: 1005, price: 45 }), qty: undefined },
    ]
    const cart = parseStoredCart(JSON.stringify(stored))
    expect(cart.map((l) => [l.id, l.qty, l.price])).toEqual([
      [1001, 5, 12],
      [1002, 1, 33.3],
      [1003, 100, 1500],
      [1005, 1, 45],
    ])
    expect(cart[2]!.discount_price).toBe(1250)
  })

  it('unwraps a cart that older code stored JSON-encoded twice', () => {
    const twice = JSON.stringify(JSON.stringify([{ ...napa, qty: 2 }]))
    expect(parseStoredCart(twice)).toEqual([{ ...napa, qty: 2 }])
  })

  it('reads back exactly what the app writes', () => {
    const cart = [
      { ...napa, qty: 2 },
      { ...diapers, qty: 1 },
    ]
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart)
  })
})
