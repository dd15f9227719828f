import { describe, expect, it } from 'vitest'
import { isCategoryOf } from '@/components/CategoryTree'

describe('isCategoryOf', () => {
  const medicines = { name: 'Medicines', slug: 'medicines' }
  it('matches by slug when the answer has one, else by name', () => {
    expect(isCategoryOf(medicines, { name: 'Other name', slug: 'medicines' })).toBe(true)
    expect(isCategoryOf(medicines, { name: ' medicines ', slug: '' })).toBe(true)
    expect(isCategoryOf(medicines, { name: 'Baby Care', slug: 'baby-care' })).toBe(false)
    expect(isCategoryOf(medicines, null)).toBe(false)
  })
})
