/** The seed data: counts, invariants, and that every answer-shaped record parses with the app's schemas. */
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as entities from '@/api/entities'
import * as seed from '@mocks/data'
import { toProduct } from '@mocks/handlers/present'
import { productBySlug } from '@mocks/lib/catalogue'
import { createSeed } from '@mocks/store/seed'

const uploads = join(process.cwd(), 'mocks/public/uploads')
const fileExists = (folder: string, name: string) => existsSync(join(uploads, folder, name))

describe('catalogue', () => {
  const { products, categories } = seed

  it('has at least 150 products in the seven main categories with the required children', () => {
    expect(products.length).toBeGreaterThanOrEqual(150)
    expect(categories.map((c) => c.slug)).toEqual([
      'medicines',
      'baby-care',
      'hair-care',
      'personal-care',
      'nutrition',
      'pet-care',
      'skincare-beauty',
    ])
    const children = categories.flatMap((c) => c.children.map((child) => child.slug))
    for (const slug of ['feminine-hygiene', 'diagnosticsself-monitoring', 'korean-beauty', 'special-price']) {
      expect(children).toContain(slug)
    }
    for (const main of categories) {
      expect(products.filter((p) => p.extra.mainCategoryId === main.id).length, main.slug).toBeGreaterThanOrEqual(8)
      for (const child of main.children) {
        expect(
          products.some((p) => p.extra.categoryId === child.id),
          child.slug,
        ).toBe(true)
      }
    }
  })

  it('parses with the app product schema; slugs are unique ASCII kebab-case; ids unique', () => {
    for (const product of products)
      expect(entities.productSchema.safeParse(toProduct(product)).success, product.slug).toBe(true)
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length)
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length)
    for (const product of products) expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('sends prices as money strings, some with paisa, and discounts below the price', () => {
    for (const p of products) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/)
      if (p.discount_price !== null) expect(Number(p.discount_price)).toBeLessThan(Number(p.price))
    }
    expect(
      products.some((p) => !p.price.endsWith('.00') || (p.discount_price && !p.discount_price.endsWith('.00'))),
    ).toBe(true)
    expect(products.filter((p) => p.discount_price !== null).length).toBeGreaterThan(20)
  })

  it('has about 10% out of stock, both types, and alternates for medicines', () => {
    const outOfStock = products.filter((p) => p.stock_status === '0').length / products.length
    expect(outOfStock).toBeGreaterThan(0.08)
    expect(outOfStock).toBeLessThan(0.12)
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(['medicine', 'other']))
    const napaAlternates = products
      .filter((p) => p.gnerics === 'Paracetamol' && p.strength === '500 mg')
      .map((p) => p.product_name)
    expect(napaAlternates).toEqual(expect.arrayContaining(['Napa 500 mg Tablet', 'Ace 500 mg Tablet']))
  })

  it('has exactly one hostile description and exactly one product without an image', () => {
    const hostile = products.filter((p) => /onerror|<script/i.test(p.description + p.short_description))
    expect(hostile.map((p) => p.slug)).toEqual([seed.HOSTILE_PRODUCT_SLUG])
    expect(hostile[0]?.description).toContain('<img src=x onerror="window.__xss=1">')
    expect(hostile[0]?.description).toContain('<script>window.__xss=1</script>')
    expect(products.filter((p) => p.main_image === '').map((p) => p.slug)).toEqual([seed.NO_IMAGE_PRODUCT_SLUG])
  })

  it('has unicode product names (Bangla and accents) with ASCII slugs', () => {
    expect(products.some((p) => /[\u0980-\u09ff]/.test(p.product_name))).toBe(true)
    expect(products.some((p) => /[éè·]/.test(p.product_name))).toBe(true)
  })
})

describe('images', () => {
  it('exist for every product image and sub image, each packshot under 1.5 KB', () => {
    for (const p of seed.products) {
      for (const file of [p.main_image, ...p.extra.subImages].filter(Boolean)) {
        expect(fileExists('product', file), file).toBe(true)
      }
      if (p.main_image) expect(statSync(join(uploads, 'product', p.main_image)).size).toBeLessThan(1536)
    }
  })

  it('exist for banners, popup, pages, jobs, profiles and prescriptions', () => {
    const state = createSeed()
    const files: Array<[string, string]> = [
      ...seed.topBanners.map((b): [string, string] => ['banner', b.banner]),
      ...seed.offerBanners.map((b): [string, string] => ['banner', b.banner]),
      ...seed.smallBanners.map((b): [string, string] => ['banner', b.sml_banner]),
      ['popup', seed.popupAd.image],
      ...seed.pages.map((p): [string, string] => ['page', p.image]),
      ...seed.jobs.map((j): [string, string] => ['job', j.job_image]),
      ...state.customers.filter((c) => c.image).map((c): [string, string] => ['profile', c.image]),
      ['profile', 'uploaded-photo.svg'],
      ...state.prescriptions.map((p): [string, string] => ['prescription', p.prescription]),
      ['prescription', 'uploaded-prescription.svg'],
    ]
    for (const [folder, file] of files) expect(fileExists(folder, file), `${folder}/${file}`).toBe(true)
    expect(seed.smallBanners.map((b) => b.id)).toEqual([1, 2, 3, 4])
  })
})

describe('customers and orders', () => {
  const state = createSeed()

  it('has the demo customer with three addresses, one active in Dhaka, a wallet and prescriptions', () => {
    const demo = state.customers.find((c) => c.id === 7)
    expect(demo).toMatchObject({
      name: 'Rahima Akter',
      email: 'demo@medibazar.test',
      password: 'demo1234',
      phone: '01711000000',
      wallet: '250.00',
    })
    const addresses = state.addresses.filter((a) => a.user_id === 7)
    expect(addresses).toHaveLength(3)
    expect(addresses.filter((a) => a.status === 0)).toEqual([
      expect.objectContaining({ city: 'Dhaka', deliverycharge: '0.00' }),
    ])
    for (const a of addresses) expect(entities.addressSchema.safeParse(a).success).toBe(true)
    expect(state.prescriptions.filter((p) => p.user_id === 7).length).toBeGreaterThanOrEqual(2)
    expect(state.customers.find((c) => c.id === 2)?.email).toBe('staff@medibazar.test')
  })

  it('has 14 orders over the four statuses with lines of real products and consistent totals', () => {
    const orders = state.orders.filter((o) => o.user_id === 7)
    expect(orders).toHaveLength(14)
    const byStatus = [1, 2, 3, 4].map((s) => orders.filter((o) => o.status === s).length)
    expect(byStatus.every((n) => n > 0)).toBe(true)
    expect(new Set(orders.map((o) => o.created_at.slice(0, 7))).size).toBeGreaterThanOrEqual(5)
    expect(new Set(orders.map((o) => o.payment_method))).toEqual(new Set(['cod', 'ssl', '']))
    for (const order of orders) {
      expect(entities.orderSchema.safeParse(order).success, order.order_id).toBe(true)
      const lines = order.order_details
      for (const line of lines.filter((l) => l.product_id !== 0)) {
        const product = seed.products.find((p) => p.id === line.product_id)
        expect(product?.product_name).toBe(line.product_name)
      }
      const subtotal = lines.reduce((sum, l) => sum + Number(l.total), 0)
      const expected = subtotal + Number(order.deliverycharge) - Number(order.discount) - Number(order.coupon_discount)
      expect(Number(order.amount)).toBeCloseTo(expected, 2)
    }
  })

  it('has the gift offer product, coupons and rules that parse', () => {
    expect(productBySlug(seed.GIFT_OFFER_PRODUCT_SLUG)).toBeDefined()
    for (const rule of seed.discountRules) expect(entities.autoDiscountRuleSchema.safeParse(rule).success).toBe(true)
    for (const rule of seed.giftRules) expect(entities.giftRuleSchema.safeParse(rule).success).toBe(true)
    expect(seed.areas.filter((a) => a.city_id === 1).every((a) => a.delivery_charge === '0.00')).toBe(true)
    expect(seed.areas.filter((a) => a.city_id !== 1).every((a) => Number(a.delivery_charge) > 0)).toBe(true)
  })
})
