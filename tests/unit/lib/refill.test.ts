import { describe, expect, it } from 'vitest'
import { addDays, formatCalendarDay, localDay } from '@/lib/calendarDay'
import { dhakaDay } from '@/lib/dhakaTime'
import { countsTablets, isDue, refillDates, supplyDays, tabletsBought } from '@/lib/refill'

describe('run-out date of a refill reminder', () => {
  it('counts tablets bought from the quantity and the unit description', () => {
    expect(tabletsBought(3, '10 Tablets (1 Strip)')).toBe(30)
    expect(tabletsBought(2, '10 Capsules (1 Strip)')).toBe(20)
    expect(tabletsBought(1, '30 Tablets (1 Container)')).toBe(30)
    // Not counted in tablets or capsules: no date is made up.
    expect(tabletsBought(1, '100 ml Bottle')).toBeNull()
    expect(tabletsBought(1, '2 Strips of 10 Tablets')).toBeNull()
    expect(tabletsBought(1, '')).toBeNull()
    expect(tabletsBought(0, '10 Tablets (1 Strip)')).toBeNull()
    expect(countsTablets('10 Tablets (1 Strip)')).toBe(true)
    expect(countsTablets('1 Unit')).toBe(false)
  })

  it('lasts quantity x count / tablets a day, in whole days', () => {
    expect(supplyDays(3, '10 Tablets (1 Strip)', { perDay: 2 })).toBe(15)
    expect(supplyDays(1, '10 Tablets (1 Strip)', { perDay: 3 })).toBe(3)
    expect(supplyDays(1, '10 Tablets (1 Strip)', { perDay: 0.5 })).toBe(20)
    expect(supplyDays(1, '10 Tablets (1 Strip)', { perDay: 0 })).toBeNull()
    expect(supplyDays(1, '10 Tablets (1 Strip)', { perDay: 21 })).toBeNull()
    expect(supplyDays(1, '10 Tablets (1 Strip)', { perDay: 1.3 })).toBeNull()
    expect(supplyDays(1, '100 ml Bottle', { perDay: 1 })).toBeNull()
  })

  it('every 15 or 30 days whatever the pack', () => {
    expect(supplyDays(1, '100 ml Bottle', { everyDays: 15 })).toBe(15)
    expect(supplyDays(5, '', { everyDays: 30 })).toBe(30)
  })

  it('runs out that many days after the order day (Dhaka calendar), reminding two days before', () => {
    // 3 strips of 10, 2 a day: 15 days from 20 Nov.
    expect(refillDates('2026-11-20', 3, '10 Tablets (1 Strip)', { perDay: 2 })).toEqual({
      runOut: '2026-12-05',
      remindOn: '2026-12-03',
    })
    // Across a month and a year end.
    expect(refillDates('2026-12-20', 1, '', { everyDays: 30 })).toEqual({
      runOut: '2027-01-19',
      remindOn: '2027-01-17',
    })
    // An order placed at 23:30 UTC on 19 Nov is 20 Nov in Dhaka.
    expect(refillDates(dhakaDay(new Date('2026-11-19T23:30:00Z')), 1, '', { everyDays: 15 })).toEqual({
      runOut: '2026-12-05',
      remindOn: '2026-12-03',
    })
    // A supply shorter than two days: the reminder is the order's day, never before it.
    expect(refillDates('2026-11-20', 1, '3 Tablets (1 Strip)', { perDay: 2 })).toEqual({
      runOut: '2026-11-21',
      remindOn: '2026-11-20',
    })
    expect(refillDates('2026-11-20', 1, '100 ml Bottle', { perDay: 1 })).toBeNull()
    expect(refillDates('2026-02-30', 1, '', { everyDays: 15 })).toBeNull()
  })

  it('is due from its reminder day on', () => {
    expect(isDue({ remindOn: '2026-12-03' }, '2026-12-02')).toBe(false)
    expect(isDue({ remindOn: '2026-12-03' }, '2026-12-03')).toBe(true)
    expect(isDue({ remindOn: '2026-12-03' }, '2027-01-01')).toBe(true)
  })
})

describe('calendar days', () => {
  it('adds days and reads the Dhaka day of an instant', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01')
    expect(addDays('2026-03-01', -2)).toBe('2026-02-27')
    expect(dhakaDay(new Date('2026-11-19T18:00:00Z'))).toBe('2026-11-20')
    expect(dhakaDay(new Date('2026-11-19T17:59:00Z'))).toBe('2026-11-19')
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })

  it('is written in the page language, Bangla with Bangla digits', () => {
    expect(formatCalendarDay('2026-12-05', 'en')).toBe('5 Dec 2026')
    const bangla = formatCalendarDay('2026-12-05', 'bn')
    expect(bangla).toMatch(/৫/)
    expect(bangla).toMatch(/২০২৬/)
    expect(bangla).not.toMatch(/[0-9]/)
    expect(formatCalendarDay('not a day', 'en')).toBe('')
  })
})
