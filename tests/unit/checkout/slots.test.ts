import { describe, expect, it } from 'vitest'
import {
  DELIVERY_SLOTS,
  isBeforeToday,
  isSlotDisabled,
  msUntilNextHour,
  openSlots,
  shopClock,
  slotByLabel,
} from '@/lib/deliverySlots'

/** Dhaka is UTC+6 all year (no daylight saving). */
const dhaka = (iso: string) => new Date(`${iso}+06:00`)

describe('shopClock (Asia/Dhaka, whatever the device zone)', () => {
  it('reads the date and hour in Dhaka', () => {
    expect(shopClock(dhaka('2026-12-05T09:30:15'))).toEqual({ today: '2026-12-05', hour: 9, minute: 30, second: 15 })
  })

  it('is already tomorrow in Dhaka when it is still evening in UTC', () => {
    // 20:30 UTC on the 4th is 02:30 on the 5th in Dhaka.
    expect(shopClock(new Date('2026-12-04T20:30:00Z'))).toMatchObject({ today: '2026-12-05', hour: 2 })
  })

  it('follows Dhaka for a shopper in New York, across midnight in Dhaka', () => {
    // 11:00 in New York (UTC-5) on the 5th is 22:00 in Dhaka on the 5th.
    expect(shopClock(new Date('2026-12-05T11:00:00-05:00'))).toMatchObject({ today: '2026-12-05', hour: 22 })
    // 13:30 in New York on the 5th is 00:30 on the 6th in Dhaka.
    expect(shopClock(new Date('2026-12-05T13:30:00-05:00'))).toMatchObject({ today: '2026-12-06', hour: 0 })
  })

  it('midnight is hour 0, the last hour 23; months and days are zero-padded', () => {
    expect(shopClock(dhaka('2027-01-01T00:00:00'))).toMatchObject({ today: '2027-01-01', hour: 0 })
    expect(shopClock(dhaka('2026-03-09T23:59:59'))).toMatchObject({ today: '2026-03-09', hour: 23 })
  })
})

describe('msUntilNextHour', () => {
  it('counts to the next full hour of the shop clock', () => {
    expect(msUntilNextHour(dhaka('2026-12-05T09:30:15'))).toBe(29 * 60_000 + 45_000)
    expect(msUntilNextHour(dhaka('2026-12-05T09:59:59.500'))).toBe(1000)
    expect(msUntilNextHour(dhaka('2026-12-05T10:00:00'))).toBe(60 * 60_000)
  })
})

describe('delivery slots', () => {
  it('are the six 4-hour blocks of the spec, in order', () => {
    expect(DELIVERY_SLOTS.map((s) => s.label)).toEqual([
      '12-4 AM',
      '4-8 AM',
      '8-12 PM',
      '12-4 PM',
      '4-8 PM',
      '8 PM-12 AM',
    ])
    expect(DELIVERY_SLOTS.map((s) => s.start)).toEqual([0, 4, 8, 12, 16, 20])
    expect(slotByLabel('4-8 PM')?.start).toBe(16)
    expect(slotByLabel('4-8')).toBeUndefined()
  })

  const clock = { today: '2026-12-05', hour: 9 }

  it('are all disabled without a date', () => {
    expect(DELIVERY_SLOTS.every((s) => isSlotDisabled(s, '', clock))).toBe(true)
    expect(openSlots('', clock)).toEqual([])
  })

  it('today: a slot whose start hour has passed is disabled (9:xx -> 12-4 PM onwards)', () => {
    expect(openSlots('2026-12-05', clock).map((s) => s.label)).toEqual(['12-4 PM', '4-8 PM', '8 PM-12 AM'])
  })

  it('today at the start hour itself the slot has started', () => {
    expect(openSlots('2026-12-05', { today: '2026-12-05', hour: 12 }).map((s) => s.label)).toEqual([
      '4-8 PM',
      '8 PM-12 AM',
    ])
    expect(openSlots('2026-12-05', { today: '2026-12-05', hour: 11 }).map((s) => s.label)).toEqual([
      '12-4 PM',
      '4-8 PM',
      '8 PM-12 AM',
    ])
  })

  it('today after 8 PM nothing is left; just after midnight everything but the first block', () => {
    expect(openSlots('2026-12-05', { today: '2026-12-05', hour: 20 })).toEqual([])
    expect(openSlots('2026-12-05', { today: '2026-12-05', hour: 0 })).toHaveLength(5)
  })

  it('a later day has every slot; an earlier day none', () => {
    expect(openSlots('2026-12-06', clock)).toHaveLength(6)
    expect(openSlots('2027-01-01', clock)).toHaveLength(6)
    expect(openSlots('2026-12-04', clock)).toEqual([])
  })

  it('isBeforeToday compares ISO dates; an empty date is not before today', () => {
    expect(isBeforeToday('2026-12-04', clock)).toBe(true)
    expect(isBeforeToday('2026-11-30', clock)).toBe(true)
    expect(isBeforeToday('2026-12-05', clock)).toBe(false)
    expect(isBeforeToday('2027-01-01', clock)).toBe(false)
    expect(isBeforeToday('', clock)).toBe(false)
  })
})
