/** Listings, sort, pagination, search (Bangla, spaces, slashes), related products and categories. */
import { describe, expect, it } from 'vitest'
import { products } from '@mocks/data'
import { at, get, list } from './helpers'

const names = (body: unknown) => list(body, 'data').map((p) => String(at(p, 'product_name')))
const payable = (p: unknown) => Number(at(p, 'discount_price') ?? at(p, 'price'))

describe('listings', () => {
  it('paginates 20 per page with Laravel paginator fields', async () => {
    const total = products.filter((p) => p.extra.mainCategoryId === 1).length
    const first = await get('/api/category-product/medicines')
    expect(first.body).toMatchObject({
      current_page: 1,
      per_page: 20,
      total,
      last_page: Math.ceil(total / 20),
      prev_page_url: null,
    })
    expect(list(first.body, 'data')).toHaveLength(20)
    expect(at(first.body, 'next_page_url')).toBe('http://localhost:3000/api/category-product/medicines?page=2')
    const last = await get(`/api/category-product/medicines?page=${Math.ceil(total / 20)}&sort=latest`)
    expect(list(last.body, 'data')).toHaveLength(total % 20 || 20)
    expect(at(last.body, 'prev_page_url')).toMatch(/sort=latest/)
    const beyond = await get('/api/category-product/medicines?page=99')
    expect(list(beyond.body, 'data')).toEqual([])
  })

  it('sorts by price, latest and popularity', async () => {
    const asc = list((await get('/api/category-product/skincare-beauty?sort=price_asc')).body, 'data').map(payable)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = list((await get('/api/category-product/skincare-beauty?sort=price_desc')).body, 'data').map(payable)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const popular = names((await get('/api/categorywiseproduct/fever-pain?sort=popular')).body)
    expect(popular[0]).toBe('Napa 500 mg Tablet')
    const byDefault = names((await get('/api/categorywiseproduct/fever-pain?sort=nonsense')).body)
    expect(byDefault[0]).toBe('Napa 500 mg Tablet')
    const latest = names((await get('/api/categorywiseproduct/fever-pain?sort=latest')).body)
    expect(latest).not.toEqual(byDefault)
  })

  it('lists exactly one child category; unknown slugs give an empty paginator', async () => {
    const korean = list((await get('/api/categorywiseproduct/korean-beauty')).body, 'data')
    expect(korean.length).toBeGreaterThan(3)
    expect(korean.every((p) => at(p, 'category') === 'Korean Beauty')).toBe(true)
    expect((await get('/api/categorywiseproduct/nope')).body).toMatchObject({ data: [], total: 0, last_page: 1 })
    expect((await get('/api/page-category-name/korean-beauty')).body).toEqual({
      name: 'Skincare & Beauty',
      slug: 'skincare-beauty',
    })
    expect((await get('/api/page-category-name/nope')).status).toBe(404)
  })

  it('offers are the discounted products; manufacturer matches exactly; landing pages have titles', async () => {
    const offers = list((await get('/api/offers')).body, 'data')
    expect(offers.length).toBe(products.filter((p) => p.discount_price !== null).length)
    const square = list((await get('/api/manufacture/Square%20Pharmaceuticals')).body, 'data')
    expect(square.every((p) => at(p, 'menufactures') === 'Square Pharmaceuticals')).toBe(true)
    expect((await get('/api/manufacture/Nobody')).body).toEqual({ data: [] })
    expect(at((await get('/api/v2/landing-page/diabetes-care-week')).body, 'title')).toBe('Diabetes Care Week')
    expect((await get('/api/v2/landing-page/nope')).status).toBe(404)
  })
})

describe('search', () => {
  const search = (raw: string, page = 1) => get(`/api/v2/product-search/${encodeURIComponent(raw)}?page=${page}`)

  it('matches name, generic and manufacturer, case-insensitive and trimmed', async () => {
    expect(names((await search('  NAPA  ')).body)).toContain('Napa 500 mg Tablet')
    expect(names((await search('esomeprazole')).body)).toEqual(
      expect.arrayContaining(['Sergel 20 mg Tablet', 'Maxpro 20 mg Tablet']),
    )
    const renata = list((await search('renata')).body, 'data')
    expect(renata.length).toBeGreaterThan(3)
    expect(renata.every((p) => at(p, 'menufactures') === 'Renata Limited')).toBe(true)
    expect(names((await search('napa extra')).body)).toEqual(['Napa Extra 500 mg+65 mg Tablet'])
  })

  it('decodes Bangla and slashes', async () => {
    expect(names((await search('নাপা')).body)).toEqual(['Napa Suspension (নাপা সাসপেনশন) 120 mg/5 ml'])
    const raw = await get('/api/v2/product-search/%E0%A6%A8%E0%A6%BE%E0%A6%AA%E0%A6%BE%2Fx')
    expect(raw.status).toBe(200)
    expect(raw.body).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } })
    expect(names((await search('Amoxicillin/Clav')).body)).toEqual([
      'Moxaclav 500 mg+125 mg Tablet',
      'Amclav 500 mg+125 mg Tablet',
    ])
    expect(names((await search('120 mg/5 ml')).body)).toHaveLength(2)
    expect(names((await search("L'Oréal")).body)).toHaveLength(1)
  })

  it('pages 20 at a time with meta', async () => {
    const first = await search('square')
    const total = Number(at(first.body, 'meta', 'total'))
    expect(total).toBeGreaterThan(20)
    expect(list(first.body, 'data')).toHaveLength(20)
    expect(at(first.body, 'meta')).toEqual({ current_page: 1, last_page: Math.ceil(total / 20), per_page: 20, total })
    expect(list((await search('square', 2)).body, 'data')).toHaveLength(Math.min(20, total - 20))
  })
})

describe('product page', () => {
  it('related products of a medicine are its alternate brands, never itself', async () => {
    const related = names((await get('/api/related-product/napa-500-mg-tablet')).body)
    expect(related).toEqual(['Ace 500 mg Tablet', 'Renova 500 mg Tablet', 'Fast 500 mg Tablet', 'Reset 500 mg Tablet'])
    const other = list((await get('/api/related-product/nivea-creme-150-ml')).body, 'data')
    expect(
      other.every((p) => at(p, 'category') === 'Body Lotion & Moisturiser' && at(p, 'slug') !== 'nivea-creme-150-ml'),
    ).toBe(true)
  })

  it('breadcrumb, main category, images; unknown slugs answer 404', async () => {
    expect((await get('/api/product-cat-subcat/seclo-20-mg-capsule')).body).toEqual({
      data: [
        { CatName: 'Medicines', slug: 'medicines' },
        { CatName: 'Gastric & Acidity', slug: 'gastric-acidity' },
      ],
    })
    expect((await get('/api/product-main-category/seclo-20-mg-capsule')).body).toEqual({
      data: { name: 'Medicines', slug: 'medicines' },
    })
    expect((await get('/api/prodcut-image/seclo-20-mg-capsule')).body).toEqual({
      data: { main_image: 'seclo-20-mg-capsule.svg' },
    })
    expect(list((await get('/api/product-sub-image/seclo-20-mg-capsule')).body, 'data')).toHaveLength(2)
    for (const path of [
      'product-details',
      'product-sub-image',
      'prodcut-image',
      'product-cat-subcat',
      'product-main-category',
      'related-product',
      'request-product',
    ]) {
      expect((await get(`/api/${path}/no-such-product`)).status, path).toBe(404)
    }
  })

  it('categories come with their children; recommendations can be added', async () => {
    const tree = list((await get('/api/categories')).body, 'data')
    expect(tree).toHaveLength(7)
    expect(tree[0]).toMatchObject({ slug: 'medicines', parent_id: null })
    expect(list(tree[0], 'child_categories').length).toBeGreaterThan(3)
    const id = products.find((p) => p.slug === 'nivea-creme-150-ml')?.id
    await fetch('http://localhost:3000/api/store-recommended-product', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ product_id: id }),
    })
    expect(names((await get('/api/get-recommended-product')).body)[0]).toBe('Nivea Crème 150 ml')
  })
})
