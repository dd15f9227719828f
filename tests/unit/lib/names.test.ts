import { describe, expect, it } from 'vitest'
import { compareNames } from '@/lib/names'

describe('compareNames', () => {
  it('orders names by their numbers as values, case and accents aside', () => {
    expect(['Vitamin B12', 'vitamin b2', 'Antacid'].sort(compareNames)).toEqual([
      'Antacid',
      'vitamin b2',
      'Vitamin B12',
    ])
    expect(compareNames('Creme', 'crème')).toBe(0)
    expect(compareNames('Napa', 'Seclo')).toBeLessThan(0)
  })
})
