import { describe, expect, it } from 'vitest'
import type { Category, Product } from '@/api'
import { nameListing } from '@/pages/catalogue/CategoryListing'
import { galleryImages, productBreadcrumb } from '@/pages/catalogue/ProductDetailsPage'

const product = {
  id: 1001,
  slug: 'napa-500-mg-tablet',
  product_name: 'Napa 500 mg Tablet',
  main_image: 'napa-500-mg-tablet.svg',
} as Product

describe('product page: gallery images', () => {
  it('puts the main image first, then the sub images, each file once', () => {
    const images = galleryImages(product, 'napa-500-mg-tablet.svg', [
      { id: 1, sub_image: 'napa-500-mg-tablet.svg' },
      { id: 2, sub_image: 'medicines-info.svg' },
    ])
    expect(images.map((i) => i.src.replace(/^.*\/uploads\/product\//, ''))).toEqual([
      'napa-500-mg-tablet.svg',
      'medicines-info.svg',
    ])
    expect(images.map((i) => i.alt)).toEqual(['Napa 500 mg Tablet, image 1 of 2', 'Napa 500 mg Tablet, image 2 of 2'])
  })

  it("falls back to the product's main_image, then to the placeholder", () => {
    expect(
      galleryImages(product, undefined, []).map((i) => [i.src.replace(/^.*\/uploads\/product\//, ''), i.alt]),
    ).toEqual([['napa-500-mg-tablet.svg', 'Napa 500 mg Tablet']])
    expect(galleryImages({ ...product, main_image: '' }, '', []).map((i) => i.src)).toEqual(['/medi_de.webp'])
  })
})

describe('product page: breadcrumb', () => {
  it('links the main category to /product and the child to /category', () => {
    const trail = [
      { CatName: 'Medicines', slug: 'medicines' },
      { CatName: 'Fever & Pain', slug: 'fever-pain' },
    ]
    expect(productBreadcrumb(product, trail, undefined)).toEqual([
      { label: 'Medicines', to: '/product/medicines' },
      { label: 'Fever & Pain', to: '/category/fever-pain' },
      { label: 'Napa 500 mg Tablet' },
    ])
  })

  it('uses product-main-category when the trail is missing, else only the product', () => {
    expect(productBreadcrumb(product, [], { name: 'Medicines', slug: 'medicines' })).toEqual([
      { label: 'Medicines', to: '/product/medicines' },
      { label: 'Napa 500 mg Tablet' },
    ])
    expect(productBreadcrumb(product, undefined, undefined)).toEqual([{ label: 'Napa 500 mg Tablet' }])
  })
})

describe('listing pages: name and breadcrumb from the category tree', () => {
  const tree: Category[] = [
    {
      id: 1,
      name: 'Medicines',
      slug: 'medicines',
      parent_id: null,
      child_categories: [{ id: 8, name: 'Fever & Pain', slug: 'fever-pain' }],
    },
  ]

  it('names a main category', () => {
    expect(nameListing(tree, 'medicines')).toEqual({ title: 'Medicines', breadcrumb: [{ label: 'Medicines' }] })
  })

  it('names a child category under its main category', () => {
    expect(nameListing(tree, 'fever-pain')).toEqual({
      title: 'Fever & Pain',
      breadcrumb: [{ label: 'Medicines', to: '/product/medicines' }, { label: 'Fever & Pain' }],
    })
  })

  it('makes an unknown slug readable', () => {
    expect(nameListing(tree, 'korean-beauty').title).toBe('Korean Beauty')
    expect(nameListing([], 'diagnosticsself-monitoring').title).toBe('Diagnosticsself Monitoring')
  })
})
