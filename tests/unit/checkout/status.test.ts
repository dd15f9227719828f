/**
 * What decides the checkout's figures and the Place Order hold (src/checkout/status.ts), without
 * rendering: which figures are pending, which calls failed, and when the order is held.
 */
import { describe, expect, it } from 'vitest'
import type { Address, Area } from '@/api/entities'
import { addressValues } from '@/checkout/savedAddress'
import { checkoutStatus, chosenAreaCharge, orderHold, type CheckoutCalls } from '@/checkout/status'
import { failed, inFlight, type Answer } from '@/lib/answers'
import { belowCheckoutMinimum, CHECKOUT_MINIMUM_TOTAL, shortOfCheckoutMinimum } from '@/rules/checkoutMinimum'

const waiting: Answer = {}
const answered: Answer = { data: [] }
const broken: Answer = { error: new Error('500') }

/** Every call answered. */
const settled: CheckoutCalls = {
  saved: { data: null },
  cities: answered,
  areas: answered,
  charge: { data: 0 },
  rules: answered,
  offer: { data: null },
  giftRules: answered,
}
const guestInDhaka = { signedIn: false, city: 'Dhaka', area: 'Uttara' }

describe('answers', () => {
  it('a call in flight has neither data nor error, and only counts when it was asked', () => {
    expect(inFlight(waiting)).toBe(true)
    expect(inFlight(waiting, false)).toBe(false)
    expect(inFlight(answered)).toBe(false)
    expect(inFlight({ data: null })).toBe(false)
    expect(inFlight(broken)).toBe(false)
  })

  it('a failed call has an error and nothing to fall back on', () => {
    expect(failed(broken)).toBe(true)
    expect(failed(broken, false)).toBe(false)
    expect(failed({ data: [], error: new Error('revalidation') })).toBe(false)
    expect(failed(waiting)).toBe(false)
  })
})

describe('checkoutStatus', () => {
  it('all answered: nothing pending, nothing failed, nothing awaited', () => {
    const status = checkoutStatus(settled, guestInDhaka)
    expect(Object.values(status.pending).every((p) => !p)).toBe(true)
    expect(Object.values(status.failed).every((f) => !f)).toBe(true)
    expect(status.awaited).toBe('')
  })

  it('the totals wait for the saved address, the areas, the charge, the discount rules and the gift offer', () => {
    const cases: Array<[keyof CheckoutCalls, string]> = [
      ['saved', 'address'],
      ['areas', 'areas:Dhaka'],
      ['charge', 'charge:Uttara'],
      ['rules', 'discounts'],
      ['offer', 'offer'],
    ]
    for (const [call, key] of cases) {
      const status = checkoutStatus({ ...settled, [call]: waiting }, { ...guestInDhaka, signedIn: true })
      expect(status.pending.totals).toBe(true)
      expect(status.awaited).toBe(key)
    }
  })

  it('the delivery charge is pending while the saved address, the areas or the charge are', () => {
    expect(checkoutStatus({ ...settled, saved: waiting }, { ...guestInDhaka, signedIn: true }).pending.shipping).toBe(
      true,
    )
    expect(checkoutStatus({ ...settled, areas: waiting }, guestInDhaka).pending.shipping).toBe(true)
    expect(checkoutStatus({ ...settled, charge: waiting }, guestInDhaka).pending.shipping).toBe(true)
    expect(checkoutStatus({ ...settled, rules: waiting }, guestInDhaka).pending.shipping).toBe(false)
  })

  it('the cities and the gift pack rules are awaited but do not hold the totals', () => {
    const status = checkoutStatus({ ...settled, cities: waiting, giftRules: waiting }, guestInDhaka)
    expect(status.pending.totals).toBe(false)
    expect(status.pending.cities).toBe(true)
    expect(status.pending.giftPack).toBe(true)
    expect(status.awaited).toBe('cities gift-rules')
  })

  it('calls that were not asked are neither pending nor failed (a guest, no city, no area)', () => {
    const calls = { ...settled, saved: waiting, areas: broken, charge: waiting }
    const status = checkoutStatus(calls, { signedIn: false, city: '', area: '' })
    expect(status.pending).toMatchObject({ address: false, areas: false, charge: false, totals: false })
    expect(status.failed.areas).toBe(false)
  })

  it('a failed call settles: the totals fall back and the failure is said', () => {
    const calls = { ...settled, charge: broken, rules: broken, saved: broken, cities: broken, areas: broken }
    const status = checkoutStatus(calls, { ...guestInDhaka, signedIn: true })
    expect(status.pending.totals).toBe(false)
    expect(status.failed).toEqual({ saved: true, cities: true, areas: true, charge: true, rules: true })
  })
})

describe('the area charge', () => {
  const areas: Area[] = [
    { id: 1, area_name: 'Agrabad', delivery_charge: 120 },
    { id: 2, area_name: 'Uttara', delivery_charge: 0 },
  ]
  it("is the charge call's, else the area list's, and none before an area", () => {
    expect(chosenAreaCharge('Agrabad', 150, areas)).toBe(150)
    expect(chosenAreaCharge('Agrabad', undefined, areas)).toBe(120)
    expect(chosenAreaCharge('Somewhere', undefined, areas)).toBeNull()
    expect(chosenAreaCharge('', 150, areas)).toBeNull()
  })
})

describe('the Place Order hold', () => {
  it('holds while the totals are pending', () => {
    const status = checkoutStatus({ ...settled, charge: waiting }, guestInDhaka)
    expect(orderHold(status, 500)).toEqual({ totalsPending: true, belowMinimum: false, held: true })
  })

  it('holds below the ৳200 minimum, to the paisa; 200.00 itself may go', () => {
    const status = checkoutStatus(settled, guestInDhaka)
    expect(CHECKOUT_MINIMUM_TOTAL).toBe(200)
    expect(orderHold(status, 136)).toEqual({ totalsPending: false, belowMinimum: true, held: true })
    expect(orderHold(status, 199.99)).toMatchObject({ belowMinimum: true, held: true })
    expect(orderHold(status, 200)).toEqual({ totalsPending: false, belowMinimum: false, held: false })
    expect(orderHold(status, 0.1 + 199.9)).toMatchObject({ held: false })
    expect(belowCheckoutMinimum(199.999)).toBe(false)
  })

  it('says how much is missing', () => {
    expect(shortOfCheckoutMinimum(136)).toBe(64)
    expect(shortOfCheckoutMinimum(199.99)).toBe(0.01)
    expect(shortOfCheckoutMinimum(250)).toBe(0)
  })
})

describe('the saved address as form values', () => {
  const address: Address = {
    id: 3,
    status: 0,
    user_id: 7,
    first_name: 'Rahima Akter',
    last_name: '',
    email: '',
    phone: '01711000000',
    city: 'Dhaka',
    area: 'Dhanmondi',
    additional_address: '',
    deliverycharge: 0,
    address_line_one: 'House 27, Road 9/A',
    address_line_tow: '',
    address: '',
  }

  it("fills the fields, the customer's own name, phone and email where the address has none", () => {
    expect(addressValues(address, { email: 'demo@medibazar.test' })).toEqual({
      firstname: 'Rahima Akter',
      address_line_one: 'House 27, Road 9/A',
      address_line_tow: '',
      city: 'Dhaka',
      area: 'Dhanmondi',
      phone: '01711000000',
      email: 'demo@medibazar.test',
    })
    expect(
      addressValues({ ...address, first_name: '', phone: '' }, { firstname: 'Rahima', phone: '01711000001' }),
    ).toMatchObject({ firstname: 'Rahima', phone: '01711000001' })
  })

  it('is nothing without an address or when a required field is missing (the form stays editable)', () => {
    expect(addressValues(null, {})).toBeNull()
    expect(addressValues(undefined, {})).toBeNull()
    expect(addressValues({ ...address, area: ' ' }, {})).toBeNull()
    expect(addressValues({ ...address, phone: '' }, {})).toBeNull()
  })
})
