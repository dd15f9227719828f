/**
 * Search typed in Bangla script (beyond the spec, issue 24; decision 0041). The catalogue's names
 * are in Latin letters and the search call matches the query as typed, so 'নাপা' finds nothing.
 *
 * 1. The query as typed is tried first (a name the API holds in Bangla still matches); what it
 *    finds comes first.
 * 2. When it finds fewer than 10, its transliteration (any-ascii's Bengali table, ./bengaliTable.ts): 'নাপা ৫০০' -> 'napa 500'.
 * 3. Transliteration alone misses most names ('সেকলো' -> 'seklo' for Seclo, 'প্যারাসিটামল' ->
 *    'pyarasitaml' for Paracetamol), so a few variant queries are sent (short prefixes of the
 *    likely Latin spellings of the first word: 'secl', 'para') and their answers are ranked by a
 *    phonetic key computed on both sides (`phoneticKey`: c/k/q/s, ph/f, bh/v/b, j/z, x/ks, doubled
 *    letters, the ya-phala, vowels), keeping those close enough to the query.
 *
 * What matched is returned with the answer (`matched`), so the suggestions can say which spelling
 * they are for. Bangla digits become ASCII digits (the table maps them). Nothing here is in the
 * first visit's bundle: src/hooks/useBanglaSearch.ts imports it when `hasBanglaScript`
 * (./banglaScript.ts) is true.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Product } from '@/api/entities'
import { BENGALI_TABLE } from './bengaliTable'

/** The Latin letters of a text: Bengali code points through any-ascii's table, the rest kept. */
export function transliterate(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    out += code >= 0x0980 && code <= 0x09ff ? (BENGALI_TABLE[code - 0x0980] ?? '') : char
  }
  // any-ascii writes য় (ya with a dot) as "y'": the apostrophe is not part of a name.
  return out.replace(/'/g, '').replace(/\s+/g, ' ').trim().toLowerCase()
}

const VOWELS = /[aeiouwy]/

/**
 * A phonetic key of one word, the same for a catalogue name and its Bangla-script spelling:
 * 'seclo' and 'seklo' -> 'skl'; 'paracetamol' and 'pyarasitaml' -> 'prstml'; 'maxpro' and
 * 'myakspro' -> 'mkspr'; 'renova' and 'renobha' -> 'rnb'. Digits are kept ('500').
 */
export function phoneticKey(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z0-9]/g, '')
  if (/^[0-9]+$/.test(w)) return w
  w = w
    .replace(/^aya/, 'a') // অ্যা at the start: 'ayatobha' (Atova)
    .replace(/ph/g, 'f')
    .replace(/bh|v/g, 'b')
    .replace(/ck|q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 'j')
    .replace(/([^aeiouwy])h/g, '$1') // aspirates: kh, gh, th, dh, sh, jh
  const first = VOWELS.test(w.charAt(0)) ? 'a' : w.charAt(0)
  const rest = w.slice(1).replace(/[aeiouwy]/g, '')
  return (first + rest).replace(/(.)\1+/g, '$1')
}

/** Levenshtein distance (short keys only). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** 1 for the same key, 0 for nothing in common. */
function similarity(a: string, b: string): number {
  if (!a || !b) return 0
  return 1 - distance(a, b) / Math.max(a.length, b.length)
}

/** How close the query is to a product: each query word against its best word of the name or generic. */
export function matchScore(latinQuery: string, product: Pick<Product, 'product_name' | 'gnerics'>): number {
  const queryKeys = latinQuery.split(' ').map(phoneticKey).filter(Boolean)
  const words = `${product.product_name} ${product.gnerics}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map(phoneticKey)
    .filter(Boolean)
  if (queryKeys.length === 0 || words.length === 0) return 0
  const scores = queryKeys.map((key) => Math.max(...words.map((word) => similarity(key, word))))
  // The first word (the brand) weighs as much as all the others together.
  const [head = 0, ...others] = scores
  return others.length === 0 ? head : (head + others.reduce((a, b) => a + b, 0) / others.length) / 2
}

/** Products at least this close are suggested. */
export const MATCH_FLOOR = 0.6

// The likely Latin spellings of a letter of the transliteration, tried in the variant queries.
const ALTERNATIVES: Record<string, readonly string[]> = {
  k: ['c'],
  s: ['c'],
  j: ['z', 'g'],
  i: ['e'],
  e: ['a', 'i'],
  a: ['e'],
  o: ['a'],
  u: ['o'],
}

/** The transliterated word as it is likely written in Latin letters (the ya-phala, bh, ph, ai, inherent vowels). */
function latinised(word: string): string {
  return word
    .replace(/^aya/, 'a')
    .replace(/^ei/, 'e')
    .replace(/([^aeiou])ya/g, '$1a')
    .replace(/bh/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/ai/g, 'i')
    .replace(/^([^aeiou])([^aeiouhy])/, '$1o$2') // হরলিক্স -> 'hrliks': the unwritten o of the first syllable
}

/** Each letter of `text` replaced, one at a time, by its alternatives: 'sekl' -> 'secl', 'sakl', 'sikl'. */
function oneLetterOff(text: string): string[] {
  const out: string[] = []
  for (let i = 0; i < text.length; i++) {
    for (const alt of ALTERNATIVES[text.charAt(i)] ?? []) out.push(text.slice(0, i) + alt + text.slice(i + 1))
  }
  return out
}

/**
 * The variant queries for a transliterated text, in rounds tried one after the other until one
 * finds something: (1) the first 4 letters of the likely spellings of its first word ('seklo' ->
 * 'sekl'; with x for ks, 'fekso' -> 'fexo'; a leading vowel swapped, 'ikosprin' -> 'ekos'), (2)
 * those with one letter changed ('secl'), (3) the first 3 letters, and with one letter changed.
 */
export function variantQueries(latin: string): string[][] {
  const word = latin.split(' ').find((w) => /[a-z]/.test(w)) ?? ''
  if (word.length < 2) return []
  const likely = latinised(word)
  const swapped = likely.replace(/^[aei]/, (vowel) => (vowel === 'a' ? 'e' : vowel === 'e' ? 'a' : 'e'))
  const bases = [...new Set([likely, likely.replace(/ks/g, 'x'), word, swapped, swapped.replace(/ks/g, 'x')])]
  const seen = new Set<string>()
  const fresh = (list: string[]) =>
    list.filter((query) => query.length >= 2 && !seen.has(query) && Boolean(seen.add(query)))
  const four = bases.map((base) => base.slice(0, 4))
  const three = bases.map((base) => base.slice(0, 3))
  return [fresh(four), fresh(four.flatMap(oneLetterOff)), fresh([...three, ...three.flatMap(oneLetterOff)])].filter(
    (round) => round.length > 0,
  )
}

export interface BanglaSearchAnswer {
  products: Product[]
  /** The spelling the products were found for, when not the query as typed. */
  matched: string | null
}

/**
 * The search for a query with Bangla script in it, through `search` (the API's search call, first
 * page): the query as typed, then its transliteration, then the variant queries ranked by the
 * phonetic key. A failure of the call as typed is thrown (the box shows its error); a variant
 * that fails is left out.
 */
export async function searchBangla(
  query: string,
  search: (query: string) => Promise<readonly Product[]>,
): Promise<BanglaSearchAnswer> {
  const asTyped = await search(query)
  const latin = transliterate(query)
  // Enough found as typed (or nothing to transliterate): that is the answer.
  if (asTyped.length >= ENOUGH || !latin || latin === query) return { products: [...asTyped], matched: null }
  const more = await searchLatin(latin, search)
  const ids = new Set(asTyped.map((product) => product.id))
  const added = more.filter((product) => !ids.has(product.id))
  return { products: [...asTyped, ...added], matched: added.length > 0 ? latin : null }
}

/** Suggestions are 10: fewer found as typed, and the transliteration is tried too. */
const ENOUGH = 10

/** The transliteration as it is, else the variant queries (round after round) ranked by the phonetic key. */
async function searchLatin(latin: string, search: (query: string) => Promise<readonly Product[]>): Promise<Product[]> {
  const direct = await search(latin).catch(() => [] as readonly Product[])
  if (direct.length > 0) return [...direct]
  for (const round of variantQueries(latin)) {
    const answers = await Promise.all(round.map((variant) => search(variant).catch(() => [] as readonly Product[])))
    const ranked = rank(latin, answers.flat())
    if (ranked.length > 0) return ranked
  }
  return []
}

/** The products close enough to the query by the phonetic key, closest first (ties in the answers' order). */
function rank(latin: string, products: readonly Product[]): Product[] {
  const seen = new Map<number, { product: Product; score: number; order: number }>()
  products.forEach((product, order) => {
    if (seen.has(product.id)) return
    seen.set(product.id, { product, score: matchScore(latin, product), order })
  })
  return [...seen.values()]
    .filter((entry) => entry.score >= MATCH_FLOOR)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.product)
}

/** The note over the answer when it was found by another spelling, in the page's language where shown. */
export function matchedNote(matched: string): MessageDescriptor {
  return msg`Showing results for “${matched}”`
}
