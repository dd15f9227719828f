import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PUSHED_PURCHASES_KEY, purchaseEvent, pushPurchaseOnce, type AnalyticsOrder } from '@/lib/analytics'

const order: AnalyticsOrder = {
  order_id: '100245',
  amount: 192.3,
  deliverycharge: 60,
  coupon: 'SAVE10',
  order_details: [
    { product_id: 1001, product_name: 'Napa 500 mg', price: 12, discount: 0, quantity: 3 },
    { product_id: 1002, product_name: 'Seclo 20 mg', price: 60, discount: 4.5, quantity: 2 },
    { product_id: 0, product_name: 'Travel Hygiene Kit', price: 0, discount: 0, quantity: 1 },
  ],
}

type LayerWindow = { dataLayer?: unknown[] }

describe('purchaseEvent', () => {
  it('is the GA4 purchase of the order: id, value, shipping, coupon, items at the price paid', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '100245',
        currency: 'BDT',
        value: 192.3,
        shipping: 60,
        coupon: 'SAVE10',
        items: [
          {
            item_id: '1001',
            item_name: 'Napa 500 mg',
            price: 12,
            discount: 0,
            item_category: '',
            item_brand: '',
            quantity: 3,
          },
          {
            item_id: '1002',
            item_name: 'Seclo 20 mg',
            price: 55.5,
            discount: 4.5,
            item_category: '',
            item_brand: '',
            quantity: 2,
          },
          {
            item_id: '0',
            item_name: 'Travel Hygiene Kit',
            price: 0,
            discount: 0,
            item_category: '',
            item_brand: '',
            quantity: 1,
          },
        ],
      },
    })
  })
})

describe('pushPurchaseOnce', () => {
  beforeEach(() => {
    sessionStorage.clear()
    delete (window as LayerWindow).dataLayer
  })
  afterEach(() => {
    delete (window as LayerWindow).dataLayer
  })

  it('pushes once per order: a second call (a reload) pushes nothing', () => {
    expect(pushPurchaseOnce(order)).toBe(true)
    expect(pushPurchaseOnce(order)).toBe(false)
    const layer = (window as LayerWindow).dataLayer
    expect(layer).toEqual([{ ecommerce: null }, purchaseEvent(order)])
    expect(JSON.parse(sessionStorage.getItem(PUSHED_PURCHASES_KEY) ?? '[]')).toEqual(['100245'])
  })

  it('another order is pushed too', () => {
    pushPurchaseOnce(order)
    expect(pushPurchaseOnce({ ...order, order_id: '100246' })).toBe(true)
    expect((window as LayerWindow).dataLayer).toHaveLength(4)
  })

  it('a damaged memory in sessionStorage is read as nothing pushed', () => {
    sessionStorage.setItem(PUSHED_PURCHASES_KEY, '{oops')
    expect(pushPurchaseOnce(order)).toBe(true)
  })

  it('a dataLayer that cannot take pushes: nothing is remembered, nothing throws', () => {
    ;(window as { dataLayer?: unknown }).dataLayer = 'blocked'
    expect(pushPurchaseOnce(order)).toBe(false)
    expect(sessionStorage.getItem(PUSHED_PURCHASES_KEY)).toBeNull()
  })
})
