import { describe, expect, it } from 'vitest'
import { hrefForPage, paramsForSort, readPage, readSort } from '@/catalogue/urlState'

const q = (search: string) => new URLSearchParams(search)

describe('page and sort in the query string', () => {
  it('reads a positive whole page, else 1', () => {
    expect(readPage(q(''))).toBe(1)
    expect(readPage(q('page=3'))).toBe(3)
    for (const bad of ['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=', 'page=1e3', 'page=99999999999999999999']) {
      expect(readPage(q(bad))).toBe(1)
    }
  })

  it('reads the spec sort values only', () => {
    expect(readSort(q(''))).toBe('default')
    for (const sort of ['default', 'price_asc', 'price_desc', 'latest', 'popular'] as const) {
      expect(readSort(q(`sort=${sort}`))).toBe(sort)
    }
    expect(readSort(q('sort=cheapest'))).toBe('default')
    expect(readSort(q('sort=PRICE_ASC'))).toBe('default')
  })

  it('links another page, keeping the sort; page 1 drops the parameter', () => {
    expect(hrefForPage('/product/medicines', q('sort=latest'), 3)).toBe('/product/medicines?sort=latest&page=3')
    expect(hrefForPage('/product/medicines', q('sort=latest&page=3'), 1)).toBe('/product/medicines?sort=latest')
    expect(hrefForPage('/offers', q('page=2'), 1)).toBe('/offers')
  })

  it('keeps an encoded route parameter as it is (a searched slash stays %2F)', () => {
    expect(hrefForPage('/search/Amoxicillin%2FClavulanic', q(''), 2)).toBe('/search/Amoxicillin%2FClavulanic?page=2')
  })

  it('a sort change resets the page; the default sort leaves the URL', () => {
    expect(paramsForSort(q('page=4'), 'price_desc').toString()).toBe('sort=price_desc')
    expect(paramsForSort(q('sort=price_desc&page=2'), 'default').toString()).toBe('')
    expect(paramsForSort(q('utm_source=fb&page=2'), 'latest').toString()).toBe('utm_source=fb&sort=latest')
  })
})
