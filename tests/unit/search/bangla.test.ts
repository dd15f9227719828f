import anyAscii from 'any-ascii'
import { describe, expect, it } from 'vitest'
import { searchProducts } from '@/api/catalogue'
import type { Product } from '@/api/entities'
import { BENGALI_TABLE } from '@/lib/bengaliTable'
import { phoneticKey, searchBangla, transliterate, variantQueries } from '@/lib/banglaSearch'
import { hasBanglaScript } from '@/lib/banglaScript'
import { BANGLA_NAMES } from './banglaNames'

const TOP = 10
const FLOOR = 0.9

const search = async (query: string): Promise<readonly Product[]> => (await searchProducts(query, 1)).data

const found = (products: readonly Product[], name: string) =>
  products.slice(0, TOP).some((product) => product.product_name.startsWith(name))

describe('the Bengali table is any-ascii’s (scripts/bengali-table.mjs)', () => {
  it('maps every code point of the block as any-ascii 0.3.3 does', () => {
    expect(BENGALI_TABLE).toHaveLength(128)
    BENGALI_TABLE.forEach((ascii, i) =>
      expect(ascii, `U+${(0x0980 + i).toString(16)}`).toBe(anyAscii(String.fromCodePoint(0x0980 + i))),
    )
  })

  it('transliterates names and Bangla digits', () => {
    expect(transliterate('নাপা')).toBe('napa')
    expect(transliterate('সেকলো')).toBe('seklo')
    expect(transliterate('নাপা ৫০০')).toBe('napa 500')
    expect(transliterate('Napa ৫০০ mg')).toBe('napa 500 mg')
    expect(transliterate('লাইফবয়')).toBe('laiphby')
  })

  it('tells Bangla script from Latin', () => {
    expect(hasBanglaScript('নাপা')).toBe(true)
    expect(hasBanglaScript('napa ৫০০')).toBe(true)
    expect(hasBanglaScript('napa 500')).toBe(false)
  })
})

describe('phoneticKey: the same on both sides', () => {
  it.each([
    ['seclo', 'seklo'],
    ['paracetamol', 'pyarasitaml'],
    ['maxpro', 'myakspro'],
    ['renova', 'renobha'],
    ['zimax', 'jimyaks'],
    ['fexo', 'phekso'],
    ['horlicks', 'hrliks'],
    ['vaseline', 'bhyaslin'],
    ['atova', 'ayatobha'],
  ])('%s ~ %s', (latin, transliterated) => {
    expect(phoneticKey(latin)).toBe(phoneticKey(transliterated))
  })

  it('keeps digits and tells different names apart', () => {
    expect(phoneticKey('500')).toBe('500')
    expect(phoneticKey('napa')).not.toBe(phoneticKey('nexum'))
  })

  it('sends short variant queries in rounds', () => {
    const [first = [], second = []] = variantQueries('seklo')
    expect(first).toContain('sekl')
    expect(second).toContain('secl')
    expect(variantQueries('phekso')[0]).toContain('fexo')
    expect(variantQueries('')).toEqual([])
  })
})

describe('searchBangla', () => {
  it('tries the query as typed first, then the transliteration, and says which spelling matched', async () => {
    const asked: string[] = []
    const answer = await searchBangla('নাপা', async (query) => {
      asked.push(query)
      return search(query)
    })
    expect(asked).toEqual(['নাপা', 'napa'])
    expect(answer.matched).toBe('napa')
    // 'Napa Suspension (নাপা সাসপেনশন)' holds the Bangla name itself: found as typed, it comes first.
    expect(answer.products[0]?.product_name).toContain('নাপা সাসপেনশন')
    expect(answer.products.map((p) => p.product_name)).toContain('Napa 500 mg Tablet')
    expect(new Set(answer.products.map((p) => p.id)).size).toBe(answer.products.length)
  })

  it('sends nothing more when the query as typed is Latin', async () => {
    const asked: string[] = []
    const answer = await searchBangla('zzz', async (query) => {
      asked.push(query)
      return search(query)
    })
    expect(asked).toEqual(['zzz'])
    expect(answer).toEqual({ products: [], matched: null })
  })

  it('finds nothing for nonsense, without suggesting far-off names', async () => {
    const answer = await searchBangla('ঝঞ্ঝাট', search)
    expect(answer.products).toEqual([])
    expect(answer.matched).toBeNull()
  })

  it('throws when the call as typed fails (the box shows its error)', async () => {
    await expect(searchBangla('নাপা', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
  })
})

describe(`measurement: ${BANGLA_NAMES.length} product names typed in Bangla script, found in the top ${TOP}`, () => {
  it(`finds at least ${FLOOR * 100}% with the Bangla search (the search call alone finds almost none)`, async () => {
    expect(BANGLA_NAMES.length).toBeGreaterThanOrEqual(40)
    const before: string[] = []
    const after: string[] = []
    const missed: string[] = []
    for (const { typed, product } of BANGLA_NAMES) {
      if (found(await search(typed), product)) before.push(typed)
      if (found((await searchBangla(typed, search)).products, product)) after.push(typed)
      else missed.push(`${typed} (${product})`)
    }
    const share = (list: string[]) => list.length / BANGLA_NAMES.length
    // The numbers for the note (printed, as the test's report).
    process.stdout.write(
      `Bangla search: before ${before.length}/${BANGLA_NAMES.length} (${(share(before) * 100).toFixed(1)}%), ` +
        `after ${after.length}/${BANGLA_NAMES.length} (${(share(after) * 100).toFixed(1)}%); missed: ${missed.join(', ') || 'none'}\n`,
    )
    expect(share(after)).toBeGreaterThanOrEqual(FLOOR)
    expect(share(after)).toBeGreaterThan(share(before))
  }, 60_000)
})
