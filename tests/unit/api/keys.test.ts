import { describe, expect, it } from 'vitest'
import { accountKeys, catalogueKeys, checkoutKeys, contentKeys, homeKeys, orderKeys, shellKeys } from '@/api'

type KeyFactory = (...args: unknown[]) => readonly unknown[]
const groups = { homeKeys, shellKeys, catalogueKeys, accountKeys, orderKeys, checkoutKeys, contentKeys }

/** Every key factory, called with the same sample arguments. */
function allKeys(): Array<[string, readonly unknown[]]> {
  return Object.entries(groups).flatMap(([group, keys]) =>
    Object.entries(keys).map(([name, factory]): [string, readonly unknown[]] => [
      `${group}.${name}`,
      (factory as KeyFactory)('medicalDevice', 2),
    ]),
  )
}

describe('SWR keys', () => {
  it('are tuples whose first element names the call, unique across the API layer', () => {
    const keys = allKeys()
    const heads = keys.map(([, key]) => key[0])
    for (const [name, key] of keys) {
      expect(Array.isArray(key), name).toBe(true)
      expect(typeof key[0], name).toBe('string')
    }
    expect(new Set(heads).size).toBe(heads.length)
  })

  it('carry the arguments that change the answer, with defaults made explicit', () => {
    expect(catalogueKeys.productDetails('napa')).toEqual(['product-details', 'napa'])
    expect(catalogueKeys.search('napa')).toEqual(catalogueKeys.search('napa', 1))
    expect(catalogueKeys.categoryProducts('medicines')).toEqual(['category-product', 'medicines', 1, 'default'])
    expect(catalogueKeys.categoryProducts('medicines', { page: 2, sort: 'latest' })).toEqual([
      'category-product',
      'medicines',
      2,
      'latest',
    ])
    expect(orderKeys.list(7)).toEqual(['auth/order-list', 7, 1])
    expect(orderKeys.confirmation(1004)).toEqual(orderKeys.confirmation('1004'))
    expect(homeKeys.categoryRow('hairCare')).toEqual(['home-category-row', 'hairCare'])
  })
})
