import { describe, expect, it } from 'vitest'
import { products } from '@mocks/data'
import { parseUnitCount, pricePerUnit, type UnitCount } from '@/lib/unitPrice'

/**
 * Every unit description the mock shop's catalogue uses, with what the parser must make of it:
 * a count of tablets, capsules or ml, or null (no per-unit price is shown). A description the
 * catalogue gains fails the first test until it is added here.
 */
const EXPECTED: Record<string, UnitCount | null> = {
  '10 Tablets (1 Strip)': { count: 10, unit: 'tablet' },
  '14 Tablets (1 Strip)': { count: 14, unit: 'tablet' },
  '15 Tablets (1 Strip)': { count: 15, unit: 'tablet' },
  '3 Tablets (1 Strip)': { count: 3, unit: 'tablet' },
  '6 Tablets (1 Strip)': { count: 6, unit: 'tablet' },
  '30 Tablets (1 Container)': { count: 30, unit: 'tablet' },
  '10 Capsules (1 Strip)': { count: 10, unit: 'capsule' },
  '6 Capsules (1 Strip)': { count: 6, unit: 'capsule' },
  '4 Capsules (1 Strip)': { count: 4, unit: 'capsule' },
  '60 ml Bottle': { count: 60, unit: 'ml' },
  '80 ml Bottle': { count: 80, unit: 'ml' },
  '100 ml Bottle': { count: 100, unit: 'ml' },
  '112 ml Bottle': { count: 112, unit: 'ml' },
  '125 ml Bottle': { count: 125, unit: 'ml' },
  '150 ml Bottle': { count: 150, unit: 'ml' },
  '180 ml Bottle': { count: 180, unit: 'ml' },
  '190 ml Bottle': { count: 190, unit: 'ml' },
  '200 ml Bottle': { count: 200, unit: 'ml' },
  '250 ml Bottle': { count: 250, unit: 'ml' },
  '300 ml Bottle': { count: 300, unit: 'ml' },
  '330 ml Bottle': { count: 330, unit: 'ml' },
  '340 ml Bottle': { count: 340, unit: 'ml' },
  '350 ml Bottle': { count: 350, unit: 'ml' },
  '375 ml Bottle': { count: 375, unit: 'ml' },
  '400 ml Bottle': { count: 400, unit: 'ml' },
  '500 ml Bottle': { count: 500, unit: 'ml' },
  '50 ml Tube': { count: 50, unit: 'ml' },
  '88 ml Tube': { count: 88, unit: 'ml' },
  '100 ml Tube': { count: 100, unit: 'ml' },
  '100 ml Tub': { count: 100, unit: 'ml' },
  '150 ml Tin': { count: 150, unit: 'ml' },
  '170 ml Pouch': { count: 170, unit: 'ml' },
  // No count of tablets, capsules or ml: nothing is shown.
  '1 Meter + 10 Strips': null,
  '50 Strips (1 Box)': null,
  '25 Lancets (1 Box)': null,
  '1 Unit (1 Box)': null,
  '1 Piece': null,
  '1 Test Strip': null,
  '350 g Tin': null,
  '400 g Tin': null,
  '38 Pants (1 Pack)': null,
  '42 Diapers (1 Pack)': null,
  '34 Pants (1 Pack)': null,
  '80 Wipes (1 Pack)': null,
  '75 g Bar': null,
  '150 g Bar': null,
  '15 Pads (1 Pack)': null,
  '8 Pads (1 Pack)': null,
  '10 Pads (1 Pack)': null,
  '200 g Tube': null,
  '150 g Tube': null,
  '70 g Tube': null,
  '140 g Tube': null,
  '80 g Tube': null,
  '1 Toothbrush': null,
  '1 Gift Box (8 Items)': null,
  '10 Masks (1 Pack)': null,
  '2 Tubes (1 Pack)': null,
  '500 g Jar': null,
  '400 g Jar': null,
  '50 g Jar': null,
  '20 g Jar': null,
  '20 Sachets (1 Box)': null,
  '500 g Pack': null,
  '1.2 kg Pack': null,
  '1.1 kg Pack': null,
  '2 kg Pack': null,
  '3 kg Pack': null,
  '85 g Pouch': null,
  '3 Pipettes (1 Box)': null,
  '340 g Tub': null,
}

describe('parseUnitCount over the whole mock shop catalogue', () => {
  const descriptions = [...new Set(products.map((product) => product.unit_description))].sort()

  it('knows every unit description the catalogue uses', () => {
    expect(descriptions).toEqual(Object.keys(EXPECTED).sort())
  })

  it.each(descriptions)('%s', (description) => {
    expect(parseUnitCount(description)).toEqual(EXPECTED[description])
  })

  it('gives a per-unit price for the medicines and liquids, and reports the coverage', () => {
    const priced = products.filter((product) => pricePerUnit(product) !== null)
    const medicines = products.filter((product) => product.type === 'medicine')
    // Every medicine of the mock shop is a strip, a container or a bottle of ml.
    expect(medicines.every((product) => pricePerUnit(product) !== null)).toBe(true)
    expect(priced.length).toBe(products.filter((product) => EXPECTED[product.unit_description] !== null).length)
  })
})

describe('parseUnitCount: forms it accepts and refuses', () => {
  it('accepts the forms without a container, in any case and spacing', () => {
    expect(parseUnitCount('30 Capsules')).toEqual({ count: 30, unit: 'capsule' })
    expect(parseUnitCount('1 Tablet')).toEqual({ count: 1, unit: 'tablet' })
    expect(parseUnitCount('  10  tablets  (1 strip) ')).toEqual({ count: 10, unit: 'tablet' })
    expect(parseUnitCount('100ml')).toEqual({ count: 100, unit: 'ml' })
    expect(parseUnitCount('2.5 ml Bottle')).toEqual({ count: 2.5, unit: 'ml' })
  })

  it('refuses what would give a wrong figure', () => {
    for (const text of [
      '',
      '0 Tablets (1 Strip)',
      '0 ml Bottle',
      '10 Tablets (2 Strips)',
      '2 Strips of 10 Tablets',
      '10 x 10 Tablets',
      '10 Tablets (1 Strip) + 5 Free',
      '100 ml Bottle x 2',
      '5 ml Spoon, 100 ml Bottle',
      '100 mg Tablet',
      'Tablets',
      '১০ Tablets (1 Strip)',
    ]) {
      expect(parseUnitCount(text), text).toBeNull()
    }
    expect(parseUnitCount(null)).toBeNull()
    expect(parseUnitCount(undefined)).toBeNull()
  })
})

describe('pricePerUnit', () => {
  const napa = { price: '12.00', discount_price: null, unit_description: '10 Tablets (1 Strip)' }

  it('divides what the shopper pays for the pack, to the paisa', () => {
    expect(pricePerUnit(napa)).toEqual({ count: 10, unit: 'tablet', amount: 1.2 })
    expect(pricePerUnit({ ...napa, discount_price: '9.50' })?.amount).toBe(0.95)
    expect(pricePerUnit({ price: 25, unit_description: '14 Tablets (1 Strip)' })?.amount).toBe(1.79)
    expect(pricePerUnit({ price: '45.00', unit_description: '200 ml Bottle' })?.amount).toBe(0.23)
  })

  it('shows nothing without a price or a count, or when a unit would cost under a paisa', () => {
    expect(pricePerUnit({ ...napa, price: 0 })).toBeNull()
    expect(pricePerUnit({ ...napa, price: 'abc' })).toBeNull()
    expect(pricePerUnit({ price: 12, unit_description: '1 Piece' })).toBeNull()
    expect(pricePerUnit({ price: 0.04, unit_description: '10 Tablets (1 Strip)' })).toBeNull()
  })
})
