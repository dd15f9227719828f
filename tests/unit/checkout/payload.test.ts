import { describe, expect, it } from 'vitest'
import { EMPTY_CHECKOUT_VALUES } from '@/checkout/form'
import { buildOrderPayload, fullAddress, type CheckoutFormValues, type PayloadInput } from '@/checkout/payload'
import { checkoutTotals } from '@/checkout/totals'

const values: CheckoutFormValues = {
  ...EMPTY_CHECKOUT_VALUES,
  firstname: '  Rahima Akter ',
  address_line_one: 'House 12, Road 5',
  address_line_tow: ' Flat 3B ',
  city: 'Dhaka',
  area: 'Dhanmondi',
  phone: '01711000000',
  email: 'demo@medibazar.test',
  delivery_date: '2026-12-06',
  delivery_time: '4-8 PM',
  order_note: ' Ring twice ',
  payment_type: 'cod',
  dtls_mail: true,
}

const lines = [
  {
    id: 1001,
    product_name: 'Napa 500 mg',
    qty: 3,
    price: 12,
    discount_price: null,
    slug: 'napa-500-mg-tablet',
    strength: '500 mg',
  },
  { id: 1002, product_name: 'Seclo 20 mg', qty: 2, price: 60, discount_price: 55.5 },
]

const totals = checkoutTotals({
  cartTotal: 147,
  areaCharge: 0,
  discountRules: [],
  coupon: { discount: 10, discount_type: 'Percent' },
})

function input(overrides: Partial<PayloadInput> = {}): PayloadInput {
  return { values, userId: 7, lines, totals, couponCode: 'SAVE10', walletAmount: 0, giftShown: false, ...overrides }
}

describe('buildOrderPayload', () => {
  it('pins the payload of spec 001 s3: every field, exact names, exact values', () => {
    expect(buildOrderPayload(input())).toStrictEqual({
      user_id: 7,
      firstname: 'Rahima Akter',
      lastname: '',
      phone: '01711000000',
      email: 'demo@medibazar.test',
      city: 'Dhaka',
      area: 'Dhanmondi',
      delivery_date: '2026-12-06',
      delivery_time: '4-8 PM',
      deliverycharge: 60,
      order_note: 'Ring twice',
      additional_address: 'Flat 3B',
      address_line_one: 'House 12, Road 5',
      address_line_tow: 'Flat 3B',
      cartData: [
        { id: 1001, product_name: 'Napa 500 mg', qty: 3, price: 12, discount_price: null },
        { id: 1002, product_name: 'Seclo 20 mg', qty: 2, price: 60, discount_price: 55.5 },
      ],
      grand_total: 192.3,
      dtls_mail: 1,
      discount: 0,
      payment_type: 'cod',
      amount: 192.3,
      coupon_discount: 14.7,
      coupon: 'SAVE10',
      device_type: 'web',
      address: 'House 12, Road 5, Flat 3B, Dhanmondi, Dhaka',
      g_name: '',
      g_email: '',
      g_phone: '',
      g_address: '',
    })
  })

  it('has exactly the 28 fields of the spec', () => {
    expect(Object.keys(buildOrderPayload(input())).sort()).toEqual(
      [
        'user_id',
        'firstname',
        'lastname',
        'phone',
        'email',
        'city',
        'area',
        'delivery_date',
        'delivery_time',
        'deliverycharge',
        'order_note',
        'additional_address',
        'address_line_one',
        'address_line_tow',
        'cartData',
        'grand_total',
        'dtls_mail',
        'discount',
        'payment_type',
        'amount',
        'coupon_discount',
        'coupon',
        'device_type',
        'address',
        'g_name',
        'g_email',
        'g_phone',
        'g_address',
      ].sort(),
    )
  })

  it('a guest: user_id null; no coupon: empty code; invoice list shown: dtls_mail 0; online: ssl', () => {
    const payload = buildOrderPayload(
      input({ userId: null, couponCode: '', values: { ...values, dtls_mail: false, payment_type: 'ssl' } }),
    )
    expect(payload).toMatchObject({ user_id: null, coupon: '', dtls_mail: 0, payment_type: 'ssl' })
  })

  it('the gift recipient is sent only when the gift block was shown', () => {
    const gift = { g_name: ' Karim ', g_email: 'karim@example.com', g_phone: '01811000000', g_address: 'Uttara 7' }
    const hidden = buildOrderPayload(input({ values: { ...values, ...gift } }))
    expect(hidden).toMatchObject({ g_name: '', g_email: '', g_phone: '', g_address: '' })
    const shown = buildOrderPayload(input({ values: { ...values, ...gift }, giftShown: true }))
    expect(shown).toMatchObject({
      g_name: 'Karim',
      g_email: 'karim@example.com',
      g_phone: '01811000000',
      g_address: 'Uttara 7',
    })
  })

  it('no delivery time without a delivery date', () => {
    const payload = buildOrderPayload(input({ values: { ...values, delivery_date: '', delivery_time: '4-8 PM' } }))
    expect(payload).toMatchObject({ delivery_date: '', delivery_time: '' })
  })

  it('amount is what is left to pay after the wallet; grand_total stays the order value', () => {
    const payload = buildOrderPayload(input({ walletAmount: 100 }))
    expect(payload.grand_total).toBe(192.3)
    expect(payload.amount).toBe(92.3)
  })

  it('is pure: the same input gives an equal payload and nothing is mutated', () => {
    const frozen = input()
    const before = JSON.stringify(frozen)
    expect(buildOrderPayload(frozen)).toStrictEqual(buildOrderPayload(frozen))
    expect(JSON.stringify(frozen)).toBe(before)
  })
})

describe('fullAddress', () => {
  it('joins the non-empty parts', () => {
    expect(fullAddress({ address_line_one: 'Road 5', address_line_tow: '', area: 'Gulshan', city: 'Dhaka' })).toBe(
      'Road 5, Gulshan, Dhaka',
    )
  })
})
