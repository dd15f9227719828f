import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/lib/money'
import { fromPaisa, multiplyMoney, percentOf, sumMoney, toPaisa } from '@/rules/money'

describe('formatMoney', () => {
  it('shows the taka sign, thousands separators and 2 decimals', () => {
    expect(formatMoney(1250)).toBe('৳1,250.00')
    expect(formatMoney(33.3)).toBe('৳33.30')
    expect(formatMoney(0)).toBe('৳0.00')
    expect(formatMoney(1234567.891)).toBe('৳1,234,567.89')
  })

  it('rounds to the paisa', () => {
    expect(formatMoney(10.005)).toBe('৳10.01')
    expect(formatMoney(99.994)).toBe('৳99.99')
  })

  it('never prints NaN or Infinity', () => {
    expect(formatMoney(Number.NaN)).toBe('৳0.00')
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('৳0.00')
  })
})

describe('paisa arithmetic', () => {
  it('converts without float drift', () => {
    expect(toPaisa(33.3)).toBe(3330)
    expect(toPaisa(1.005)).toBe(101)
    expect(toPaisa(-2.5)).toBe(-250)
    expect(fromPaisa(9990)).toBe(99.9)
  })

  it('multiplies and sums exactly', () => {
    expect(3 * 33.3).not.toBe(99.9)
    expect(multiplyMoney(33.3, 3)).toBe(99.9)
    expect(sumMoney([0.1, 0.2])).toBe(0.3)
    expect(sumMoney([multiplyMoney(33.3, 3), multiplyMoney(12.15, 7)])).toBe(184.95)
    expect(sumMoney([])).toBe(0)
  })

  it('takes percentages to the paisa', () => {
    expect(percentOf(1999, 10)).toBe(199.9)
    expect(percentOf(333.33, 3)).toBe(10)
  })
})
