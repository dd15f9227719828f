import { describe, expect, it } from 'vitest'
import {
  formatDay,
  formatOrderDate,
  isCancellable,
  orderStatusLabel,
  parseServerTimestamp,
  paymentLabel,
} from '@/components/account/format'

describe('order dates (DD-MM-YYYY, HH:mm, Dhaka time)', () => {
  it('reads Laravel timestamps in UTC and shows them in Dhaka (UTC+6)', () => {
    expect(formatOrderDate('2026-06-03T10:15:00.000000Z')).toBe('03-06-2026, 16:15')
    expect(formatOrderDate('2026-06-03T21:10:00.000000Z')).toBe('04-06-2026, 03:10')
    expect(formatOrderDate('2026-12-31T18:00:00Z')).toBe('01-01-2027, 00:00')
  })

  it('reads an explicit offset', () => {
    expect(formatOrderDate('2026-06-03T10:15:00+06:00')).toBe('03-06-2026, 10:15')
    expect(formatOrderDate('2026-06-03T10:15:00-0230')).toBe('03-06-2026, 18:45')
  })

  it('treats a timestamp without a zone as the shop time', () => {
    expect(formatOrderDate('2026-06-03 10:15:00')).toBe('03-06-2026, 10:15')
    expect(formatOrderDate('2026-06-03 09:05')).toBe('03-06-2026, 09:05')
    expect(formatDay('2026-06-03')).toBe('03-06-2026')
  })

  it('gives nothing for what is not a timestamp', () => {
    for (const value of [
      '',
      null,
      undefined,
      'yesterday',
      '2026-13-01',
      '2026-02-30',
      '2026-06-03T25:00:00Z',
      '03-06-2026',
    ]) {
      expect(formatOrderDate(value)).toBe('')
      expect(parseServerTimestamp(value)).toBeNull()
    }
  })

  it('keeps the moment exact to the millisecond', () => {
    expect(parseServerTimestamp('2026-06-03T10:15:00.123456Z')?.toISOString()).toBe('2026-06-03T10:15:00.123Z')
  })

  it("reads a zone-less time by Dhaka's zone data, not a fixed +6 (daylight saving in 2009)", () => {
    expect(parseServerTimestamp('2009-07-01 10:00:00')?.toISOString()).toBe('2009-07-01T03:00:00.000Z')
    expect(formatOrderDate('2009-07-01 10:00:00')).toBe('01-07-2009, 10:00')
    expect(formatOrderDate('2009-07-01T03:00:00Z')).toBe('01-07-2009, 10:00')
  })

  it('shows only the day for uploads', () => {
    expect(formatDay('2026-09-18T17:40:00.000000Z')).toBe('18-09-2026')
    expect(formatDay('2026-09-18T19:40:00.000000Z')).toBe('19-09-2026')
  })
})

describe('order status and payment', () => {
  it('names statuses 1-4 and shows others as numbers', () => {
    expect([1, 2, 3, 4].map(orderStatusLabel)).toEqual(['Pending', 'In Progress', 'Delivered', 'Cancelled'])
    expect(orderStatusLabel(7)).toBe('Status 7')
  })

  it('offers cancel only for Pending', () => {
    expect([1, 2, 3, 4].map((status) => isCancellable({ status }))).toEqual([true, false, false, false])
  })

  it('shows the payment method, or COD when there is none', () => {
    expect(paymentLabel({ payment_method: 'ssl' })).toBe('SSL')
    expect(paymentLabel({ payment_method: 'cod' })).toBe('COD')
    expect(paymentLabel({ payment_method: '' })).toBe('COD')
    expect(paymentLabel({ payment_method: '  ' })).toBe('COD')
  })
})
