import { describe, expect, it } from 'vitest'
import { lastPageOf, pageOf, pageWindow, rangeSummary } from '@/components/catalogue'

describe('pageWindow (spec 000 s9: a window of 5 pages)', () => {
  it('starts at 1 near the start', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5])
  })

  it('centres the current page in the middle', () => {
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6])
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8])
  })

  it('ends at the last page near the end', () => {
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12])
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12])
  })

  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('clamps a page outside 1..last and bad input', () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(-3, 7)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(1, 0)).toEqual([1])
  })

  it('takes other window sizes', () => {
    expect(pageWindow(10, 20, 3)).toEqual([9, 10, 11])
    expect(pageWindow(10, 20, 4)).toEqual([8, 9, 10, 11])
  })
})

describe('client paging (offers: 20 per page)', () => {
  const items = Array.from({ length: 39 }, (_, i) => i + 1)

  it('counts pages', () => {
    expect(lastPageOf(0, 20)).toBe(1)
    expect(lastPageOf(20, 20)).toBe(1)
    expect(lastPageOf(21, 20)).toBe(2)
    expect(lastPageOf(39, 20)).toBe(2)
  })

  it('slices a page', () => {
    expect(pageOf(items, 1, 20)).toEqual({ items: items.slice(0, 20), page: 1, lastPage: 2 })
    expect(pageOf(items, 2, 20)).toEqual({ items: items.slice(20), page: 2, lastPage: 2 })
  })

  it('gives the last page for a page past the end, the first for nonsense', () => {
    expect(pageOf(items, 9, 20).page).toBe(2)
    expect(pageOf(items, 0, 20).page).toBe(1)
    expect(pageOf(items, Number.NaN, 20).page).toBe(1)
    expect(pageOf([], 3, 20)).toEqual({ items: [], page: 1, lastPage: 1 })
  })
})

describe('rangeSummary', () => {
  it('describes the slice shown', () => {
    expect(rangeSummary(1, 20, 20, 91)).toBe('Showing 1–20 of 91 products')
    expect(rangeSummary(5, 20, 11, 91)).toBe('Showing 81–91 of 91 products')
  })

  it('counts a single page plainly', () => {
    expect(rangeSummary(1, 20, 18, 18)).toBe('18 products')
    expect(rangeSummary(1, 20, 1, 1)).toBe('1 product')
  })

  it('says nothing without a total or products', () => {
    expect(rangeSummary(1, 20, 0, 0)).toBeNull()
    expect(rangeSummary(1, 20, 5, null)).toBeNull()
    expect(rangeSummary(3, 20, 0, 45)).toBeNull()
  })
})
