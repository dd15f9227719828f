import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { z as mini } from 'zod/mini'
import { hasUserAnswerSchema, loginAnswerSchema } from '@/api/auth'
import { landingPageSchema, searchResultSchema } from '@/api/catalogue'
import { walletSchema } from '@/api/account'
import { areaChargeSchema, lastOrderIdSchema } from '@/api/checkout'
import { orderTotalSchema } from '@/api/account'
import { addressSchema, orderSchema, productSchema, siteMetaSchema, stockStatus } from '@/api/entities'
import {
  emptyAnswer,
  itemOf,
  lazySchema,
  listOf,
  messageAnswer,
  num,
  optNum,
  optionalItemOf,
  optText,
  paginated,
} from '@/api/lenient'
import { describeSchemaDrift, describeSchemaError } from '@/api/schemaReport'

const product = {
  id: '12',
  slug: 'napa-500',
  product_name: 'Napa 500mg',
  strength: null,
  price: '120.00',
  discount_price: '0.00',
  unit: 'strip',
  unit_description: null,
  main_image: null,
  stock_status: '1',
  menufactures: 'Beximco',
  category: { id: 3, name: 'Medicines' },
}

describe('numbers and texts', () => {
  it('reads numbers given as strings', () => {
    expect(num.parse('120.00')).toBe(120)
    expect(num.parse(' 7 ')).toBe(7)
    expect(num.parse(-3.5)).toBe(-3.5)
    expect(num.safeParse('12abc').success).toBe(false)
    expect(num.safeParse(null).success).toBe(false)
  })

  it('turns missing numbers and texts into null and empty text', () => {
    expect(optNum.parse(null)).toBeNull()
    expect(optNum.parse('')).toBeNull()
    expect(optNum.parse(undefined)).toBeNull()
    expect(optNum.parse('60')).toBe(60)
    expect(optText.parse(null)).toBe('')
    expect(optText.parse(5)).toBe('5')
  })

  it('reads a product with strings for numbers and nulls for texts', () => {
    const parsed = productSchema.parse(product)
    expect(parsed).toMatchObject({ id: 12, price: 120, discount_price: null, strength: '', main_image: '' })
    expect(parsed.category).toBe('Medicines')
    expect(productSchema.parse({ ...product, discount_price: '99.50' }).discount_price).toBe(99.5)
    expect(productSchema.parse({ ...product, discount_price: undefined }).discount_price).toBeNull()
  })

  it.each([
    [0, '0'],
    ['0', '0'],
    [false, '0'],
    [1, '1'],
    ['1', '1'],
    [null, '1'],
    [undefined, '1'],
  ])('stock_status %j reads as %j', (input, expected) => {
    expect(stockStatus.parse(input)).toBe(expected)
    expect(productSchema.parse({ ...product, stock_status: input }).stock_status).toBe(expected)
  })

  it('reads order and address money and status given as strings', () => {
    const order = orderSchema.parse({ id: '4', order_id: 1004, status: '1', amount: '560.00', deliverycharge: null })
    expect(order).toMatchObject({
      id: 4,
      order_id: '1004',
      status: 1,
      amount: 560,
      deliverycharge: 0,
      order_details: [],
    })
    expect(addressSchema.parse({ id: 1, status: '0', deliverycharge: '60' })).toMatchObject({
      status: 0,
      deliverycharge: 60,
    })
  })
})

describe('lists, items and pages', () => {
  const list = listOf(productSchema)

  it.each([
    ['bare', [product]],
    ['wrapped once', { data: [product] }],
    ['wrapped twice', { data: { data: [product] } }],
  ])('reads a list %s', (_, input) => {
    expect(list.parse(input).map((p) => p.slug)).toEqual(['napa-500'])
  })

  it('rejects a list of the wrong shape', () => {
    expect(list.safeParse({ items: [product] }).success).toBe(false)
    expect(list.safeParse([{ id: 1 }]).success).toBe(false)
  })

  it('reads a single object bare or wrapped in data', () => {
    const item = itemOf(productSchema)
    expect(item.parse(product).id).toBe(12)
    expect(item.parse({ data: product }).id).toBe(12)
    expect(item.safeParse({ data: null }).success).toBe(false)
    // Wrapped is tried first, so an all-optional item is not mistaken for its wrapper.
    expect(itemOf(siteMetaSchema).parse({ data: { phone: '0170' } }).phone).toBe('0170')
  })

  it('reads nothing as null where an object is optional', () => {
    const item = optionalItemOf(addressSchema)
    for (const empty of [null, '', {}, [], { data: null }, { data: {} }, { data: [] }]) {
      expect(item.parse(empty)).toBeNull()
    }
    expect(item.parse({ data: { id: 2, status: 0 } })?.id).toBe(2)
    expect(emptyAnswer.safeParse({ id: 1 }).success).toBe(false)
  })

  it('reads a Laravel paginator bare or wrapped, with defaults for missing page numbers', () => {
    const pages = paginated(productSchema)
    const page = { current_page: '2', last_page: 3, prev_page_url: 'http://x/?page=1', data: [product] }
    expect(pages.parse(page)).toMatchObject({ current_page: 2, last_page: 3, next_page_url: null, total: null })
    expect(pages.parse({ data: page }).current_page).toBe(2)
    expect(pages.parse({ data: [] })).toMatchObject({ current_page: 1, last_page: 1, data: [] })
  })
})

describe('answer shapes of particular calls', () => {
  it('has-user: a customer, or null for {}', () => {
    expect(hasUserAnswerSchema.parse({})).toBeNull()
    expect(hasUserAnswerSchema.parse(null)).toBeNull()
    expect(hasUserAnswerSchema.parse({ id: '7', name: null, phone: '01700000000' })).toMatchObject({ id: 7, name: '' })
    expect(hasUserAnswerSchema.parse({ data: { id: 7 } })?.id).toBe(7)
  })

  it('login: token and user', () => {
    const answer = loginAnswerSchema.parse({
      access_token: 'a.b.c',
      token_type: 'bearer',
      expires_in: '3600',
      user: { id: 7 },
    })
    expect(answer).toMatchObject({ access_token: 'a.b.c', expires_in: 3600, user: { id: 7, email: '' } })
    expect(loginAnswerSchema.safeParse({ access_token: 'a.b.c' }).success).toBe(false)
  })

  it('search: {data, meta}, or a paginator given the same shape', () => {
    const meta = { current_page: '1', last_page: '4', per_page: '20', total: '62' }
    expect(searchResultSchema.parse({ data: [product], meta }).meta).toEqual({
      current_page: 1,
      last_page: 4,
      per_page: 20,
      total: 62,
    })
    const fromPage = searchResultSchema.parse({ current_page: 2, last_page: 2, total: 21, data: [product] })
    expect(fromPage.meta).toEqual({ current_page: 2, last_page: 2, per_page: null, total: 21 })
    expect(searchResultSchema.parse({ data: [] }).meta.total).toBe(0)
  })

  it('landing page: {title, data}', () => {
    expect(landingPageSchema.parse({ title: 'Winter care', data: [product] }).data).toHaveLength(1)
    expect(landingPageSchema.parse({ title: null, data: { data: [] } })).toEqual({ title: '', data: [] })
  })

  it('single numbers: order total, area charge, last order id', () => {
    expect(orderTotalSchema.parse({ total: '5' })).toBe(5)
    expect(orderTotalSchema.parse(5)).toBe(5)
    expect(areaChargeSchema.parse({ delivery_charge: '60.00' })).toBe(60)
    expect(areaChargeSchema.parse({ delivery_charge: null })).toBe(0)
    expect(areaChargeSchema.parse({ data: { delivery_charge: 120 } })).toBe(120)
    // A lost charge is drift, not "inside Dhaka".
    expect(areaChargeSchema.safeParse({}).success).toBe(false)
    expect(areaChargeSchema.safeParse({ charge: 60 }).success).toBe(false)
    expect(areaChargeSchema.safeParse({ delivery_charge: 'free' }).success).toBe(false)
    expect(lastOrderIdSchema.parse({ order_id: 1042 })).toBe('1042')
  })

  it('wallet balance: a missing order_value is drift, not an empty wallet', () => {
    expect(walletSchema.parse({ order_value: '250.50' })).toEqual({ order_value: 250.5 })
    expect(walletSchema.parse({ order_value: null })).toEqual({ order_value: 0 })
    expect(walletSchema.safeParse({ balance: 250 }).success).toBe(false)
  })

  it('message answers: object, string or nothing', () => {
    expect(messageAnswer.parse({ message: 'Done', extra: 1 })).toEqual({ message: 'Done' })
    expect(messageAnswer.parse('Done')).toEqual({ message: 'Done' })
    expect(messageAnswer.parse(null)).toEqual({ message: '' })
    expect(messageAnswer.parse({ message: null })).toEqual({ message: '' })
  })
})

describe('schema reports', () => {
  it('names the offending field inside a lenient union', () => {
    const result = listOf(productSchema).safeParse({ data: [{ ...product, product_name: undefined }] })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(z.prettifyError(result.error)).not.toContain('product_name')
    expect(describeSchemaError(result.error)).toContain('data[0].product_name')
  })

  it("reads zod's English messages, loaded only for the report", async () => {
    const answer = { data: [{ ...product, product_name: undefined }] }
    const result = listOf(productSchema).safeParse(answer)
    expect(result.success).toBe(false)
    if (result.success) return
    const report = await describeSchemaDrift(listOf(productSchema), answer, result.error)
    expect(report).toContain('expected string, received undefined')
    expect(report).toContain('data[0].product_name')
  })
})

describe('lazySchema (decision 0058)', () => {
  // The app's schemas are zod/mini's.
  it('builds its schema at the first read, once, and is that schema to zod and TypeScript', () => {
    let built = 0
    const person = lazySchema(() => {
      built += 1
      return mini.object({ name: mini.string(), age: num })
    })
    // Defining it, and using it inside another schema's definition, builds nothing.
    const withCity = lazySchema(() => mini.extend(person, { city: mini.string() }))
    expect(built).toBe(0)

    expect(mini.safeParse(person, { name: 'Rahim', age: '42' }).data).toEqual({ name: 'Rahim', age: 42 })
    expect(built).toBe(1)
    expect(Object.keys(person.shape)).toEqual(['name', 'age'])
    expect(mini.safeParse(withCity, { name: 'Karim', age: 30, city: 'Dhaka' }).success).toBe(true)
    expect(mini.safeParse(person, { name: 'Rahim' }).success).toBe(false)
    expect(built).toBe(1)
  })
})
