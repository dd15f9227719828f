import { describe, expect, it } from 'vitest'
import {
  accountLabel,
  badgeCount,
  childrenByName,
  FOOTER_CATEGORIES,
  listingSlugOf,
  menuTarget,
} from '@/components/layout/shellLinks'
import { childCategoryPath, mainCategoryPath, pagePath } from '@/lib/paths'

const ORIGIN = 'https://shop.example.com'

describe('menuTarget: where a server url may lead', () => {
  it('keeps paths of the shop, adding the missing leading slash', () => {
    expect(menuTarget('/offers', ORIGIN)).toEqual({ kind: 'internal', to: '/offers' })
    expect(menuTarget('  upload-prescription ', ORIGIN)).toEqual({ kind: 'internal', to: '/upload-prescription' })
    expect(menuTarget('page/about-us?x=1', ORIGIN)).toEqual({ kind: 'internal', to: '/page/about-us?x=1' })
  })

  it('treats an absolute url on the shop itself as a path', () => {
    expect(menuTarget(`${ORIGIN}/category/special-price?page=2#top`, ORIGIN)).toEqual({
      kind: 'internal',
      to: '/category/special-price?page=2#top',
    })
  })

  it('sends other sites to a new tab (protocol-relative urls as https)', () => {
    expect(menuTarget('https://blog.example.org/a', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://blog.example.org/a',
    })
    expect(menuTarget('HTTP://Example.org', ORIGIN)).toEqual({ kind: 'external', href: 'http://example.org/' })
    expect(menuTarget('//cdn.example.org/x', ORIGIN)).toEqual({ kind: 'external', href: 'https://cdn.example.org/x' })
  })

  it('leads nowhere for empty, # and other schemes', () => {
    for (const url of [
      '',
      '   ',
      '#',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      'https://',
    ]) {
      expect(menuTarget(url, ORIGIN)).toBeNull()
    }
  })
})

describe('category and page paths', () => {
  it('encode the slug as one path segment', () => {
    expect(mainCategoryPath('baby-care')).toBe('/product/baby-care')
    expect(childCategoryPath('fever & pain')).toBe('/category/fever%20%26%20pain')
    expect(pagePath('a/b')).toBe('/page/a%2Fb')
  })

  it('the footer links the spec’s fixed slugs and korean-beauty', () => {
    expect(FOOTER_CATEGORIES.map((c) => c.to)).toEqual([
      '/product/medicines',
      '/product/baby-care',
      '/product/hair-care',
      '/product/personal-care',
      '/product/nutrition',
      '/product/pet-care',
      '/product/skincare-beauty',
      '/category/korean-beauty',
    ])
  })
})

describe('childrenByName', () => {
  it('sorts child categories by name, case- and accent-insensitively, numbers naturally', () => {
    const sorted = childrenByName({
      child_categories: [
        { id: 1, name: 'vitamins', slug: 'v' },
        { id: 2, name: 'Antibiotics', slug: 'a' },
        { id: 3, name: 'Élixirs', slug: 'e' },
        { id: 4, name: 'Item 10', slug: 'i10' },
        { id: 5, name: 'Item 2', slug: 'i2' },
      ],
    })
    expect(sorted.map((c) => c.name)).toEqual(['Antibiotics', 'Élixirs', 'Item 2', 'Item 10', 'vitamins'])
  })

  it('leaves the category untouched', () => {
    const category = {
      child_categories: [
        { id: 2, name: 'B', slug: 'b' },
        { id: 1, name: 'A', slug: 'a' },
      ],
    }
    childrenByName(category)
    expect(category.child_categories.map((c) => c.id)).toEqual([2, 1])
  })
})

describe('accountLabel', () => {
  it('is the name, or the phone when the name is empty', () => {
    expect(accountLabel({ name: ' Rahima Akter ', phone: '01711000000' })).toBe('Rahima Akter')
    expect(accountLabel({ name: '  ', phone: '01911000000' })).toBe('01911000000')
    expect(accountLabel({ name: '', phone: '' })).toBe('')
  })
})

describe('listingSlugOf', () => {
  it('finds the slug of the listing routes only', () => {
    expect(listingSlugOf('/product/baby-care')).toBe('baby-care')
    expect(listingSlugOf('/category/fever-pain/')).toBe('fever-pain')
    expect(listingSlugOf('/sub-category/korean%20beauty')).toBe('korean beauty')
    expect(listingSlugOf('/product-details/napa-500-mg-tablet')).toBeNull()
    expect(listingSlugOf('/category')).toBeNull()
    expect(listingSlugOf('/')).toBeNull()
    expect(listingSlugOf('/category/%E0%A4%A')).toBeNull()
  })
})

describe('badgeCount', () => {
  it('shows up to 99, then 99+', () => {
    expect(badgeCount(0)).toBe('0')
    expect(badgeCount(99)).toBe('99')
    expect(badgeCount(100)).toBe('99+')
  })
})
