import { describe, expect, it, vi } from 'vitest'
import { memoizeText } from '@/lib/memo'

describe('memoizeText', () => {
  it('computes each input once while it is remembered', () => {
    const fn = vi.fn((input: string) => input.toUpperCase())
    const once = memoizeText(fn, 2)
    expect(once('a')).toBe('A')
    expect(once('a')).toBe('A')
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('forgets the least recently used beyond its limit', () => {
    const fn = vi.fn((input: string) => input.length)
    const once = memoizeText(fn, 2)
    once('a')
    once('bb')
    once('a') // 'a' used last: 'bb' is now the oldest
    once('ccc') // forgets 'bb'
    expect(fn).toHaveBeenCalledTimes(3)
    once('a')
    expect(fn).toHaveBeenCalledTimes(3)
    once('bb')
    expect(fn).toHaveBeenCalledTimes(4)
  })
})
