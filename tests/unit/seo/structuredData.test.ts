/**
 * Structured data (src/seo/structuredData.ts, src/seo/productData.ts): the objects are valid
 * schema.org (every type and property is in the vocabulary, values have the expected shapes), carry
 * what Google's rich results require (Product: name and an Offer with price and currency;
 * BreadcrumbList: positions and URLs; WebSite: the search action's template), and survive escaping
 * for a script element.
 */
import { describe, expect, it } from 'vitest'
import type { SiteMeta } from '@/api/entities'
import { scriptSafeJson } from '@/lib/scriptJson'
import { productData } from '@/seo/productData'
import { breadcrumbData, organizationData, webSiteData } from '@/seo/structuredData'
import { product } from '../cart/products'

const ORIGIN = 'https://shop.example'

/** The schema.org properties each type used here may have (schema.org vocabulary). */
const VOCABULARY: Record<string, readonly string[]> = {
  Product: ['name', 'url', 'image', 'description', 'brand', 'manufacturer', 'offers', 'additionalProperty'],
  Offer: ['url', 'price', 'priceCurrency', 'availability', 'itemCondition', 'seller'],
  Brand: ['name'],
  Organization: ['name', 'url', 'logo', 'sameAs', 'contactPoint'],
  ContactPoint: ['contactType', 'areaServed', 'telephone', 'email'],
  PropertyValue: ['name', 'value'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  WebSite: ['name', 'url', 'publisher', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
}

const AVAILABILITY = ['https://schema.org/InStock', 'https://schema.org/OutOfStock']

/** Every typed object (nested too) uses only its type's properties; returns the types met. */
function validate(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => validate(item, `${path}[${i}]`))
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  const type = record['@type']
  const types: string[] = []
  if (typeof type === 'string') {
    const allowed = VOCABULARY[type]
    expect(allowed, `${path}: unknown type ${type}`).toBeDefined()
    for (const key of Object.keys(record)) {
      if (key.startsWith('@')) continue
      expect(allowed, `${path}.${key} is not a property of ${type}`).toContain(key)
    }
    types.push(type)
  } else {
    // An untyped object is only a reference to a node ('@id').
    expect(Object.keys(record), path).toEqual(['@id'])
  }
  for (const [key, child] of Object.entries(record)) types.push(...validate(child, `${path}.${key}`))
  return types
}

const isAbsolute = (url: unknown) => typeof url === 'string' && /^https:\/\/shop\.example\//.test(url)

describe('productData', () => {
  const url = `${ORIGIN}/product-details/renova`
  const images = [`${ORIGIN}/uploads/product/renova.svg`]

  it('is a valid Product with an Offer: the price the shopper pays, in BDT, from the price rule', () => {
    const data = productData(
      product({
        id: 1,
        slug: 'renova',
        product_name: 'Renova 500 mg Tablet',
        price: 10,
        discount_price: 9.5,
        menufactures: 'Opsonin Pharma',
        gnerics: 'Paracetamol',
      }),
      { url, images, description: 'Paracetamol 500 mg' },
    )
    expect(data['@context']).toBe('https://schema.org')
    expect(validate(data)).toEqual(['Product', 'Brand', 'Organization', 'PropertyValue', 'Offer', 'Organization'])
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Renova 500 mg Tablet',
      url,
      image: images,
      description: 'Paracetamol 500 mg',
      brand: { '@type': 'Brand', name: 'Opsonin Pharma' },
      manufacturer: { '@type': 'Organization', name: 'Opsonin Pharma' },
      offers: {
        '@type': 'Offer',
        url,
        price: '9.50',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
      },
    })
  })

  it('a discount that does not count leaves the price; stock status 0 is out of stock', () => {
    const data = productData(product({ id: 2, price: 120, discount_price: 130, stock_status: '0' }), {
      url,
      images,
      description: '',
    })
    const offer = data.offers as { price: string; availability: string }
    expect(offer.price).toBe('120.00')
    expect(offer.availability).toBe('https://schema.org/OutOfStock')
    expect(AVAILABILITY).toContain(offer.availability)
    expect(data).not.toHaveProperty('description')
  })

  it('without a manufacturer or generic, there is no brand, manufacturer or property', () => {
    const data = productData(product({ id: 3, price: 5, menufactures: ' ', gnerics: '' }), {
      url,
      images,
      description: 'x',
    })
    expect(data).not.toHaveProperty('brand')
    expect(data).not.toHaveProperty('manufacturer')
    expect(data).not.toHaveProperty('additionalProperty')
    expect(validate(data)).toEqual(['Product', 'Offer', 'Organization'])
  })

  it('hostile text stays data: the escaped JSON has no markup and reads back the same', () => {
    const name = '</script><script>alert(1)</script><!-- \u2028 & "quoted"'
    const data = productData(product({ id: 4, price: 1, product_name: name }), { url, images, description: name })
    const json = scriptSafeJson(data)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(data)
  })
})

describe('breadcrumbData', () => {
  it('Home, the crumbs and the page, numbered from 1, with absolute URLs', () => {
    const data = breadcrumbData(
      ORIGIN,
      [
        { label: 'Medicines', to: '/product/medicines' },
        { label: 'Fever & Pain', to: '/category/fever-pain' },
        { label: 'Napa 500 mg Tablet' },
      ],
      `${ORIGIN}/product-details/napa-500-mg-tablet`,
    )
    expect(validate(data)).toEqual(['BreadcrumbList', 'ListItem', 'ListItem', 'ListItem', 'ListItem'])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Medicines', item: `${ORIGIN}/product/medicines` },
      { '@type': 'ListItem', position: 3, name: 'Fever & Pain', item: `${ORIGIN}/category/fever-pain` },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Napa 500 mg Tablet',
        item: `${ORIGIN}/product-details/napa-500-mg-tablet`,
      },
    ])
  })

  it('on a Bangla page, the crumbs link to the Bangla pages', () => {
    const data = breadcrumbData(
      ORIGIN,
      [{ label: 'Medicines', to: '/product/medicines' }, { label: 'Napa 500 mg Tablet' }],
      `${ORIGIN}/bn/product-details/napa-500-mg-tablet`,
      'bn',
    )
    expect((data.itemListElement as Array<Record<string, unknown>>).map((item) => item.item)).toEqual([
      `${ORIGIN}/bn`,
      `${ORIGIN}/bn/product/medicines`,
      `${ORIGIN}/bn/product-details/napa-500-mg-tablet`,
    ])
  })

  it('a crumb without a link (other than the last) has no item', () => {
    const data = breadcrumbData(ORIGIN, [{ label: 'Medicines' }, { label: 'Napa' }], `${ORIGIN}/product-details/napa`)
    const items = data.itemListElement as Array<Record<string, unknown>>
    expect(items[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Medicines' })
    expect(items[2]?.item).toBe(`${ORIGIN}/product-details/napa`)
  })
})

describe('organizationData and webSiteData', () => {
  const meta: SiteMeta = {
    meta_description: '',
    phone: '09610-001122',
    whatsapp: '',
    email: 'support@medibazar.test',
    contact_ceo: '',
    facebook: 'https://www.facebook.com/medibazar',
    instagram: 'javascript:alert(1)',
    youtube: '',
    linkdin: 'https://www.linkedin.com/company/medibazar',
    android_apps: '',
    ios: '',
    copyright: '',
  }

  it('the Organization: name, home, logo, the http(s) profiles only, the contact point', () => {
    const data = organizationData(ORIGIN, meta)
    expect(validate(data)).toEqual(['Organization', 'ContactPoint'])
    expect(data).toMatchObject({
      '@id': `${ORIGIN}/#organization`,
      name: 'MediBazar',
      url: `${ORIGIN}/`,
      sameAs: ['https://www.facebook.com/medibazar', 'https://www.linkedin.com/company/medibazar'],
      contactPoint: { telephone: '09610-001122', email: 'support@medibazar.test', contactType: 'customer service' },
    })
    expect(isAbsolute(data.logo)).toBe(true)
    // Without site metadata: the name, home and logo.
    expect(Object.keys(organizationData(ORIGIN))).toEqual(['@context', '@type', '@id', 'name', 'url', 'logo'])
  })

  it('the WebSite: its search as a SearchAction on /search/{query}', () => {
    const data = webSiteData(ORIGIN)
    expect(validate(data)).toEqual(['WebSite', 'SearchAction', 'EntryPoint'])
    expect(data.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    })
    expect(data.publisher).toEqual({ '@id': `${ORIGIN}/#organization` })
  })
})
