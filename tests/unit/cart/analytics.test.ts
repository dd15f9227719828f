import { afterEach, describe, expect, it, vi } from 'vitest'
import { beginCheckoutEvent, pushBeginCheckout, pushToDataLayer } from '@/lib/analytics'
import { product } from './products'

type Layered = { dataLayer?: unknown }
const win = () => window as unknown as Layered

afterEach(() => {
  delete win().dataLayer
  vi.restoreAllMocks()
})

const napa = {
  ...product({ id: 1001, price: 12, product_name: 'Napa 500 mg Tablet', category: 'Fever & Pain' }),
  qty: 3,
}
const diapers = {
  ...product({
    id: 3005,
    price: 1500,
    discount_price: 1250,
    product_name: 'SuperMom Baby Diaper Belt S',
    category: 'Baby Care',
    menufactures: 'SuperMom',
  }),
  qty: 2,
}
const ors = { ...product({ id: 1104, price: 33.3, product_name: 'Orsaline-N' }), qty: 3 }

describe('begin_checkout (GA4 ecommerce shape)', () => {
  it('carries currency BDT, the cart total as value and each line as an item', () => {
    expect(beginCheckoutEvent([napa, diapers, ors])).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'BDT',
        value: 2635.9,
        items: [
          {
            item_id: '1001',
            item_name: 'Napa 500 mg Tablet',
            price: 12,
            discount: 0,
            item_category: 'Fever & Pain',
            item_brand: 'Maker',
            quantity: 3,
          },
          {
            item_id: '3005',
            item_name: 'SuperMom Baby Diaper Belt S',
            price: 1250,
            discount: 250,
            item_category: 'Baby Care',
            item_brand: 'SuperMom',
            quantity: 2,
          },
          {
            item_id: '1104',
            item_name: 'Orsaline-N',
            price: 33.3,
            discount: 0,
            item_category: 'Category',
            item_brand: 'Maker',
            quantity: 3,
          },
        ],
      },
    })
  })

  it('discounts are exact to the paisa', () => {
    const line = { ...product({ id: 1, price: 10.1, discount_price: 9.2 }), qty: 1 }
    expect(beginCheckoutEvent([line]).ecommerce.items[0]!.discount).toBe(0.9)
  })

  it('creates the data layer when no analytics script did, clearing ecommerce first', () => {
    expect(pushBeginCheckout([napa])).toBe(true)
    expect(win().dataLayer).toEqual([{ ecommerce: null }, beginCheckoutEvent([napa])])
  })

  it('pushes onto an existing data layer (GTM replaces push with its own)', () => {
    const received: unknown[] = []
    win().dataLayer = { push: (entry: unknown) => received.push(entry) }
    expect(pushBeginCheckout([napa])).toBe(true)
    expect(received).toHaveLength(2)
    expect(received[1]).toMatchObject({ event: 'begin_checkout' })
  })

  it('never throws: a data layer that is not a list, or a push that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    win().dataLayer = 'not a data layer'
    expect(() => pushBeginCheckout([napa])).not.toThrow()
    expect(pushBeginCheckout([napa])).toBe(false)

    win().dataLayer = {
      push: () => {
        throw new Error('blocked by an extension')
      },
    }
    expect(pushToDataLayer({ event: 'x' })).toBe(false)
    expect(warn).toHaveBeenCalled()

    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get() {
        throw new Error('hostile getter')
      },
    })
    expect(pushBeginCheckout([napa])).toBe(false)
    Reflect.deleteProperty(window, 'dataLayer')
  })
})
