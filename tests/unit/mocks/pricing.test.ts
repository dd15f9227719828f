/**
 * The mock shop stores what the checkout showed: its order arithmetic (mocks/lib/pricing.ts) and
 * the checkout's totals (src/checkout/totals.ts) agree for every cart total, coupon and area.
 */
import { describe, expect, it } from 'vitest'
import type { AutoDiscountRule, Coupon } from '@/api/entities'
import { checkoutTotals } from '@/checkout/totals'
import { unitPrice } from '@/lib/pricing'
import { coupons, discountRules } from '@mocks/data/offers'
import type { CouponRecord } from '@mocks/data/types'
import { payablePaisa } from '@mocks/lib/money'
import { autoDiscountPaisa, couponDiscountPaisa, deliveryPaisa } from '@mocks/lib/pricing'

const rules: AutoDiscountRule[] = discountRules.map((r) => ({
  min_value: Number(r.min_value),
  max_value: Number(r.max_value),
  type: r.type,
  amount: Number(r.amount),
}))
const huge: CouponRecord = { ...coupons[1]!, code: 'HUGE', discount: '5000.00', discount_type: 'Flat' }
const asCoupon = (c: CouponRecord): Coupon => ({ discount: Number(c.discount), discount_type: c.discount_type })

describe('mock shop order totals = checkout totals', () => {
  const totals = [12, 136, 236, 500.99, 501, 999.99, 1000, 1750, 2999.99, 3000, 9999.99, 10000, 12000]
  const couponCases: Array<CouponRecord | null> = [null, ...coupons.filter((c) => !c.expired), huge]
  for (const cartTotal of totals) {
    for (const coupon of couponCases) {
      for (const area of ['0.00', '120.00']) {
        it(`৳${cartTotal}, ${coupon?.code ?? 'no coupon'}, area charge ${area}`, () => {
          const subtotal = Math.round(cartTotal * 100)
          const shop = {
            discount: autoDiscountPaisa(subtotal),
            coupon: coupon ? couponDiscountPaisa(coupon, subtotal) : 0,
            delivery: deliveryPaisa(area, subtotal),
          }
          const shown = checkoutTotals({
            cartTotal,
            areaCharge: Number(area),
            discountRules: rules,
            coupon: coupon ? asCoupon(coupon) : null,
          })
          expect(shop.discount / 100).toBe(shown.discount)
          expect(shop.coupon / 100).toBe(shown.couponDiscount)
          expect(shop.delivery / 100).toBe(shown.shipping)
          expect(Math.max(0, subtotal + shop.delivery - shop.discount - shop.coupon) / 100).toBe(shown.grandTotal)
        })
      }
    }
  }

  it('charges the unit price the storefront shows, discount price rule included', () => {
    for (const [price, discount] of [
      ['120.00', null],
      ['120.00', '99.50'],
      ['120.00', '120.00'],
      ['120.00', '150.00'],
      ['120.00', '0.00'],
    ] as const) {
      expect(payablePaisa(price, discount) / 100).toBe(unitPrice({ price: Number(price), discount_price: discount }))
    }
  })
})
