import { describe, expect, it } from 'vitest'
import { dhakaParts, fromDhakaWallClock, SHOP_TIME_ZONE, twoDigits } from '@/lib/dhakaTime'

describe("the shop's clock (Asia/Dhaka by Intl)", () => {
  it('reads the wall clock in Dhaka whatever the instant was written in', () => {
    expect(SHOP_TIME_ZONE).toBe('Asia/Dhaka')
    expect(dhakaParts(new Date('2026-12-04T20:30:15Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 5,
      hour: 2,
      minute: 30,
      second: 15,
    })
    expect(dhakaParts(new Date('2026-12-05T13:30:00-05:00'))).toMatchObject({ day: 6, hour: 0 })
  })

  it('turns a Dhaka wall-clock time into its instant and back', () => {
    const instant = fromDhakaWallClock({ year: 2026, month: 6, day: 3, hour: 10, minute: 15, second: 0 })
    expect(instant.toISOString()).toBe('2026-06-03T04:15:00.000Z')
    expect(dhakaParts(instant)).toEqual({ year: 2026, month: 6, day: 3, hour: 10, minute: 15, second: 0 })
    expect(
      fromDhakaWallClock({
        year: 2027,
        month: 1,
        day: 1,
        hour: 0,
        minute: 0,
        second: 0,
        millisecond: 250,
      }).toISOString(),
    ).toBe('2026-12-31T18:00:00.250Z')
  })

  it('follows the zone data, not a fixed +6: Dhaka kept daylight saving (UTC+7) in the second half of 2009', () => {
    const summer2009 = fromDhakaWallClock({ year: 2009, month: 7, day: 1, hour: 10, minute: 0, second: 0 })
    expect(summer2009.toISOString()).toBe('2009-07-01T03:00:00.000Z')
    expect(dhakaParts(summer2009)).toMatchObject({ day: 1, hour: 10 })
    expect(dhakaParts(new Date('2009-07-01T03:00:00Z'))).toMatchObject({ hour: 10 })
    // Before it began, +6 again.
    expect(fromDhakaWallClock({ year: 2009, month: 6, day: 1, hour: 10, minute: 0, second: 0 }).toISOString()).toBe(
      '2009-06-01T04:00:00.000Z',
    )
  })

  it('pads to two digits', () => {
    expect(twoDigits(3)).toBe('03')
    expect(twoDigits(16)).toBe('16')
  })
})
