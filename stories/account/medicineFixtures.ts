/** My Medicines entries for the component stories (the page's stories use the mock shop). */
import type { MedicineEntry, ReminderView } from '@/components/account'
import { napa, seclo } from '../fixtures/products'

export const napaEntry: MedicineEntry = {
  productId: napa.id,
  product: napa,
  name: 'Napa 500 mg Tablet',
  lastOrderedAt: '2026-11-20 09:30:00',
  quantity: 3,
  unitDescription: napa.unit_description,
}

export const secloEntry: MedicineEntry = {
  productId: seclo.id,
  product: seclo,
  name: 'Seclo 20 mg Capsule',
  lastOrderedAt: '2026-11-05 18:50:00',
  quantity: 2,
  unitDescription: seclo.unit_description,
}

/** Out of stock now: marked, with the stock request link, no Add to Cart. */
export const resetEntry: MedicineEntry = {
  productId: 1005,
  product: {
    ...napa,
    id: 1005,
    slug: 'reset-500-mg-tablet',
    product_name: 'Reset 500 mg Tablet',
    stock_status: '0',
  },
  name: 'Reset 500 mg Tablet',
  lastOrderedAt: '2026-08-29 09:45:00',
  quantity: 2,
  unitDescription: '10 Tablets (1 Strip)',
}

/** Not found in the shop any more: the order line's name only. */
export const goneEntry: MedicineEntry = {
  productId: 9999,
  product: null,
  name: 'Discontinued Syrup',
  lastOrderedAt: '2026-07-08 08:05:00',
  quantity: 1,
  unitDescription: '100 ml Bottle',
}

/** A bottle: no 'tablets a day', only every 15 / 30 days. */
export const syrupEntry: MedicineEntry = {
  productId: 1030,
  product: {
    ...napa,
    id: 1030,
    slug: 'ambrox-15-mg-5-ml-syrup',
    product_name: 'Ambrox Syrup',
    unit_description: '100 ml Bottle',
  },
  name: 'Ambrox Syrup',
  lastOrderedAt: '2026-10-19 15:35:00',
  quantity: 1,
  unitDescription: '100 ml Bottle',
}

/** Napa: 3 strips of 10 on 20 Nov, 2 a day: runs out 5 Dec, reminder 3 Dec. */
export const napaReminder: ReminderView = { plan: { perDay: 2 }, runOut: '2026-12-05', remindOn: '2026-12-03' }
