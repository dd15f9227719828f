/**
 * The demo customer's 14 orders: 3 Pending, 3 In Progress, 5 Delivered, 3 Cancelled, June to
 * November 2026, newest last. Order 100236 contains an out-of-stock product (Order Again -> 400).
 */
import { productBySlug } from '../lib/catalogue'
import { composeOrder } from '../lib/orders'
import { seedTimestamp } from '../lib/time'
import type { AddressRecord, OrderRecord, OrderStatus } from '../store/schema'
import { addressSeed, DEMO_CUSTOMER } from './customers'
import { coupons } from './offers'

interface SeedOrder {
  at: string
  status: OrderStatus
  payment: 'cod' | 'ssl' | ''
  address: number
  items: Array<[slug: string, qty: number]>
  deliveryDate: string
  slot: string
  coupon?: string
  note?: string
  dtlsMail?: 1
  cancelReason?: string
}

const seedOrders: SeedOrder[] = [
  {
    at: '2026-06-03T10:15:00',
    status: 3,
    payment: 'cod',
    address: 11,
    deliveryDate: '2026-06-03',
    slot: '4-8 PM',
    items: [
      ['napa-500-mg-tablet', 3],
      ['seclo-20-mg-capsule', 2],
      ['orsaline-n-oral-saline-20-sachets', 1],
    ],
  },
  {
    at: '2026-06-21T19:40:00',
    status: 4,
    payment: '',
    address: 11,
    deliveryDate: '2026-06-22',
    slot: '8-12 PM',
    items: [['cetaphil-gentle-skin-cleanser-125-ml', 1]],
    cancelReason: 'Ordered the wrong size.',
  },
  {
    at: '2026-07-08T08:05:00',
    status: 3,
    payment: 'ssl',
    address: 12,
    deliveryDate: '2026-07-08',
    slot: '12-4 PM',
    items: [
      ['omron-hem-7120-blood-pressure-monitor-1-unit', 1],
      ['accu-chek-instant-test-strips-50-pcs', 1],
      ['amdocal-5-mg-tablet', 3],
    ],
    note: 'Please call before delivery.',
  },
  {
    at: '2026-07-26T13:30:00',
    status: 3,
    payment: 'cod',
    address: 11,
    deliveryDate: '2026-07-27',
    slot: '8-12 PM',
    items: [
      ['pampers-baby-dry-pants-m-38-pcs', 2],
      ['johnson-s-baby-wipes-80-pcs', 2],
      ['cerelac-wheat-milk-350-g', 1],
    ],
    coupon: 'SAVE10',
  },
  {
    at: '2026-08-10T21:10:00',
    status: 4,
    payment: 'ssl',
    address: 11,
    deliveryDate: '2026-08-11',
    slot: '4-8 PM',
    items: [
      ['sergel-20-mg-tablet', 2],
      ['maxpro-20-mg-tablet', 1],
    ],
    cancelReason: 'Found it at a local pharmacy.',
  },
  {
    at: '2026-08-29T09:45:00',
    status: 3,
    payment: '',
    address: 11,
    deliveryDate: '2026-08-29',
    slot: '12-4 PM',
    items: [
      ['reset-500-mg-tablet', 2],
      ['calbo-d-500-mg-200-iu-tablet', 2],
      ['fexo-120-mg-tablet', 1],
    ],
    dtlsMail: 1,
  },
  {
    at: '2026-09-14T17:20:00',
    status: 3,
    payment: 'cod',
    address: 12,
    deliveryDate: '2026-09-15',
    slot: '8-12 PM',
    items: [
      ['sunsilk-thick-long-shampoo-375-ml', 1],
      ['parachute-pure-coconut-oil-200-ml', 2],
      ['pepsodent-germicheck-toothpaste-200-g', 2],
    ],
  },
  {
    at: '2026-10-02T11:00:00',
    status: 4,
    payment: 'cod',
    address: 11,
    deliveryDate: '2026-10-02',
    slot: '4-8 PM',
    items: [['whiskas-adult-ocean-fish-1-2-kg', 2]],
    cancelReason: 'Delivery time did not suit me.',
  },
  {
    at: '2026-10-19T15:35:00',
    status: 2,
    payment: 'ssl',
    address: 11,
    deliveryDate: '2026-11-21',
    slot: '12-4 PM',
    items: [
      ['comet-500-mg-tablet', 6],
      ['linatab-5-mg-tablet', 3],
      ['glucerna-sr-triple-care-vanilla-400-g', 1],
    ],
    note: 'Monthly diabetes medicines.',
  },
  {
    at: '2026-11-05T18:50:00',
    status: 2,
    payment: 'cod',
    address: 12,
    deliveryDate: '2026-11-21',
    slot: '4-8 PM',
    items: [
      ['cosrx-advanced-snail-96-mucin-power-essence-100-ml', 1],
      ['beauty-of-joseon-relief-sun-rice-probiotics-spf50-50-ml', 1],
    ],
  },
  {
    at: '2026-11-16T12:25:00',
    status: 2,
    payment: '',
    address: 11,
    deliveryDate: '2026-11-22',
    slot: '8-12 PM',
    items: [
      ['senora-confidence-sanitary-napkin-belt-15-pcs', 3],
      ['v-wash-plus-intimate-hygiene-wash-100-ml', 1],
    ],
  },
  {
    at: '2026-11-19T20:05:00',
    status: 1,
    payment: 'cod',
    address: 11,
    deliveryDate: '2026-11-23',
    slot: '12-4 PM',
    items: [
      ['napa-extra-500-mg-65-mg-tablet', 2],
      ['alatrol-10-mg-tablet', 1],
      ['ambrox-15-mg-5-ml-syrup', 1],
    ],
  },
  {
    at: '2026-11-20T09:30:00',
    status: 1,
    payment: 'ssl',
    address: 11,
    deliveryDate: '2026-11-23',
    slot: '4-8 PM',
    items: [
      ['ensure-complete-vanilla-400-g', 2],
      ['filwel-gold-tablet', 1],
    ],
    coupon: 'SAVE10',
  },
  {
    at: '2026-11-21T16:45:00',
    status: 1,
    payment: '',
    address: 12,
    deliveryDate: '2026-11-24',
    slot: '8-12 PM',
    items: [
      ['dettol-antiseptic-liquid-500-ml', 1],
      ['lifebuoy-total-10-handwash-refill-170-ml', 3],
    ],
    note: 'Leave with the reception.',
  },
]

export const FIRST_ORDER_ID = 101
export const FIRST_ORDER_CODE = 100231

function addressById(id: number): AddressRecord {
  const address = addressSeed.find((a) => a.id === id)
  if (!address) throw new Error(`mock shop data: unknown address ${id}`)
  return address
}

export const orderSeed: OrderRecord[] = seedOrders.map((seed, index): OrderRecord => {
  const address = addressById(seed.address)
  const order = composeOrder({
    id: FIRST_ORDER_ID + index,
    order_id: String(FIRST_ORDER_CODE + index),
    user_id: DEMO_CUSTOMER.id,
    created_at: seedTimestamp(seed.at),
    status: seed.status,
    payment_method: seed.payment,
    payment_type: seed.payment === 'ssl' ? 'ssl' : 'cod',
    items: seed.items.map(([slug, qty]) => {
      const product = productBySlug(slug)
      if (!product) throw new Error(`mock shop data: unknown product ${slug}`)
      return { product, qty }
    }),
    coupon: coupons.find((c) => c.code === seed.coupon) ?? null,
    areaCharge: address.deliverycharge,
    contact: {
      firstname: `${address.first_name} ${address.last_name}`,
      lastname: '',
      email: address.email,
      phone: address.phone,
      city: address.city,
      area: address.area,
      address: address.address_line_one,
      additional_address: address.address_line_tow || address.additional_address,
    },
    delivery_date: seed.deliveryDate,
    delivery_time: seed.slot,
    order_note: seed.note ?? '',
    dtls_mail: seed.dtlsMail ?? 0,
    gift: null,
  })
  return { ...order, cancel_reason: seed.cancelReason ?? '' }
})

export const LAST_ORDER_CODE = FIRST_ORDER_CODE + seedOrders.length - 1
