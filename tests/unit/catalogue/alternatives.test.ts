import { describe, expect, it } from 'vitest'
import type { Product } from '@/api'
import { compareAlternatives, relatedTitle } from '@/components/catalogue'

// Packs without a count of tablets, capsules or ml are compared per pack; the per-unit tests
// below give a pack that parses.
function product(
  id: number,
  name: string,
  price: number,
  discount: number | null = null,
  pack = '1 Unit (1 Box)',
): Product {
  return {
    id,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    product_name: name,
    strength: '500 mg',
    price,
    discount_price: discount,
    unit: 'Strip',
    unit_description: pack,
    main_image: '',
    stock_status: '1',
    gnerics: 'Paracetamol',
    menufactures: '',
    pos_id: '',
    short_description: '',
    description: '',
    meta_tag: '',
    type: 'medicine',
    category: '',
    qty: undefined,
  }
}

const napa = product(1, 'Napa', 12)

describe('Alternate Brands: price against the product on screen, cheapest first', () => {
  it('sorts by what the shopper pays and says how much cheaper or dearer', () => {
    const ace = product(2, 'Ace', 12)
    const renova = product(3, 'Renova', 10, 9.5)
    const reset = product(4, 'Reset', 12.8)
    const result = compareAlternatives(napa, [ace, reset, renova])
    expect(result.map((a) => [a.product.product_name, a.price, a.comparison, a.difference])).toEqual([
      ['Renova', 9.5, 'cheaper', 2.5],
      ['Ace', 12, 'same', 0],
      ['Reset', 12.8, 'dearer', 0.8],
    ])
  })

  it('compares with the discount price of the product on screen', () => {
    const [fast] = compareAlternatives({ ...napa, discount_price: 10.5 }, [product(5, 'Fast', 10)])
    expect(fast).toMatchObject({ comparison: 'cheaper', difference: 0.5 })
  })

  it('is exact to the paisa', () => {
    const [a] = compareAlternatives(product(1, 'X', 33.3), [product(2, 'Y', 33.1)])
    expect(a?.difference).toBe(0.2)
    const [b] = compareAlternatives(product(1, 'X', 0.3), [product(2, 'Y', 0.1)])
    expect(b?.difference).toBe(0.2)
  })

  it('breaks price ties by name and leaves the product itself out', () => {
    const result = compareAlternatives(napa, [product(7, 'Zed', 11), napa, product(8, 'Abc', 11)])
    expect(result.map((a) => a.product.product_name)).toEqual(['Abc', 'Zed'])
  })

  it('ignores a zero or negative discount price', () => {
    const [a] = compareAlternatives(napa, [product(9, 'Odd', 14, 0)])
    expect(a).toMatchObject({ price: 14, comparison: 'dearer', difference: 2 })
  })
})

describe('Alternate Brands: compared per tablet, capsule or ml where both packs give a count (issue 24)', () => {
  const strip = (
    id: number,
    name: string,
    price: number,
    pack = '10 Tablets (1 Strip)',
    discount: number | null = null,
  ) => product(id, name, price, discount, pack)

  it('compares a strip of 10 with a container of 30 per tablet, not per pack', () => {
    const napa = strip(1, 'Napa', 12)
    const box = strip(2, 'Box', 30, '30 Tablets (1 Container)')
    const [a] = compareAlternatives(napa, [box])
    // ৳30 for 30 is ৳1.00 a tablet: cheaper than ৳1.20, though the pack costs more.
    expect(a).toMatchObject({ basis: 'tablet', price: 1, comparison: 'cheaper', difference: 0.2 })
  })

  it('sorts cheapest per unit first, with the discount price', () => {
    const napa = strip(1, 'Napa', 12)
    const result = compareAlternatives(napa, [
      strip(2, 'Dear', 20, '14 Tablets (1 Strip)'),
      strip(3, 'Cheap', 10, '10 Tablets (1 Strip)', 9.5),
      strip(4, 'Same', 36, '30 Tablets (1 Container)'),
    ])
    expect(result.map((a) => [a.product.product_name, a.price, a.comparison, a.difference])).toEqual([
      ['Cheap', 0.95, 'cheaper', 0.25],
      ['Same', 1.2, 'same', 0],
      ['Dear', 1.43, 'dearer', 0.23],
    ])
  })

  it('falls back to the pack when the units differ or a pack gives no count, listing those after', () => {
    const napa = strip(1, 'Napa', 12)
    const result = compareAlternatives(napa, [
      strip(2, 'Syrup', 35, '60 ml Bottle'),
      strip(3, 'Kit', 11, '1 Meter + 10 Strips'),
      strip(4, 'Caps', 50, '10 Capsules (1 Strip)'),
      strip(5, 'Tabs', 15, '10 Tablets (1 Strip)'),
    ])
    expect(result.map((a) => [a.product.product_name, a.basis, a.price])).toEqual([
      ['Tabs', 'tablet', 1.5],
      ['Kit', 'pack', 11],
      ['Syrup', 'pack', 35],
      ['Caps', 'pack', 50],
    ])
  })
})

describe('relatedTitle', () => {
  it('is Alternate Brands for medicines, Related Products otherwise', () => {
    expect(relatedTitle({ type: 'medicine' })).toBe('Alternate Brands')
    expect(relatedTitle({ type: ' Medicine ' })).toBe('Alternate Brands')
    expect(relatedTitle({ type: 'other' })).toBe('Related Products')
    expect(relatedTitle({ type: '' })).toBe('Related Products')
  })
})
