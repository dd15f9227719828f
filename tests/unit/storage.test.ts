import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readJSON, readToken, STORAGE_KEYS, writeJSON } from '@/lib/storage'

describe('storage contract', () => {
  it('uses exactly the spec keys', () => {
    expect(STORAGE_KEYS).toEqual({
      cart: 'cart',
      cartTotal: 'cartTotal',
      wishlist: 'wishlist',
      token: 'token',
      user: 'user',
    })
  })

  it('reads garbage, wrong shapes and missing keys as the fallback', () => {
    const schema = z.array(z.number())
    expect(readJSON('cart', schema, [])).toEqual([])
    localStorage.setItem('cart', '{not json')
    expect(readJSON('cart', schema, [])).toEqual([])
    localStorage.setItem('cart', JSON.stringify({ a: 1 }))
    expect(readJSON('cart', schema, [])).toEqual([])
    writeJSON('cart', [1, 2])
    expect(readJSON('cart', schema, [])).toEqual([1, 2])
  })

  it('reads the token raw or JSON-quoted, and empty as none', () => {
    expect(readToken()).toBeNull()
    localStorage.setItem('token', 'abc.def.ghi')
    expect(readToken()).toBe('abc.def.ghi')
    localStorage.setItem('token', '"abc.def.ghi"')
    expect(readToken()).toBe('abc.def.ghi')
    localStorage.setItem('token', '   ')
    expect(readToken()).toBeNull()
    localStorage.setItem('token', '"unterminated')
    expect(readToken()).toBe('"unterminated')
  })
})
