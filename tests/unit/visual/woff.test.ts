// @vitest-environment node
/**
 * The WOFF unwrapping behind the visual project's pinned fonts (tests/visual/woff.ts): the TrueType
 * file carries every table of the WOFF, intact, in a valid sfnt directory; damaged input is refused.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tableChecksum, woffToSfnt } from '../../visual/woff'

const root = path.resolve(__dirname, '../../..')
const woffFile = (pkg: string, file: string) =>
  new Uint8Array(readFileSync(path.join(root, 'node_modules', pkg, 'files', file)))
const bengali = woffFile('@fontsource/noto-sans-bengali', 'noto-sans-bengali-bengali-400-normal.woff')

interface Entry {
  tag: string
  checksum: number
  offset: number
  length: number
}

function directory(sfnt: Uint8Array): Entry[] {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength)
  return Array.from({ length: view.getUint16(4) }, (_, i) => {
    const at = 12 + i * 16
    return {
      tag: String.fromCharCode(...sfnt.subarray(at, at + 4)),
      checksum: view.getUint32(at + 4),
      offset: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    }
  })
}

/** The Unicode code points of the font's (3,1) or (0,3) format-4 cmap subtable. */
function hasCodePoint(sfnt: Uint8Array, codePoint: number): boolean {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength)
  const cmap = directory(sfnt).find((e) => e.tag === 'cmap')
  if (!cmap) return false
  const count = view.getUint16(cmap.offset + 2)
  for (let i = 0; i < count; i++) {
    const record = cmap.offset + 4 + i * 8
    const sub = cmap.offset + view.getUint32(record + 4)
    if (view.getUint16(sub) !== 4) continue
    const segments = view.getUint16(sub + 6) / 2
    for (let s = 0; s < segments; s++) {
      const end = view.getUint16(sub + 14 + s * 2)
      const start = view.getUint16(sub + 16 + segments * 2 + s * 2)
      if (codePoint >= start && codePoint <= end) return true
    }
  }
  return false
}

describe('woffToSfnt', () => {
  it('writes a TrueType file with every table of the WOFF, each matching its checksum', () => {
    const sfnt = woffToSfnt(bengali)
    const view = new DataView(sfnt.buffer)
    const woffView = new DataView(bengali.buffer, bengali.byteOffset)
    expect(view.getUint32(0)).toBe(woffView.getUint32(4)) // the flavor: TrueType 0x00010000
    expect(view.getUint32(0)).toBe(0x00010000)
    expect(sfnt.length).toBe(woffView.getUint32(16)) // totalSfntSize recorded in the WOFF header
    const entries = directory(sfnt)
    expect(entries).toHaveLength(woffView.getUint16(12))
    expect(entries.map((e) => e.tag)).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'name']))
    for (const entry of entries) {
      expect(entry.offset % 4).toBe(0)
      const data = sfnt.slice(entry.offset, entry.offset + entry.length)
      if (entry.tag === 'head') data.fill(0, 8, 12)
      expect(tableChecksum(data), entry.tag).toBe(entry.checksum)
    }
  })

  it('keeps the taka sign (U+09F3) that the visual baselines show', () => {
    expect(hasCodePoint(woffToSfnt(bengali), 0x09f3)).toBe(true)
    expect(hasCodePoint(woffToSfnt(bengali), 0x0041)).toBe(false) // the Latin subset is another file
  })

  it('refuses a file that is not WOFF 1.0', () => {
    const woff2 = woffFile('@fontsource/noto-sans-bengali', 'noto-sans-bengali-bengali-400-normal.woff2')
    expect(() => woffToSfnt(woff2)).toThrow('not a WOFF 1.0 file')
    expect(() => woffToSfnt(new Uint8Array(10))).toThrow('not a WOFF 1.0 file')
  })

  it('refuses a damaged table instead of writing a broken font', () => {
    const damaged = bengali.slice()
    const view = new DataView(damaged.buffer)
    // The first table stored uncompressed or compressed: flip a byte in the middle of its data.
    const offset = view.getUint32(44 + 4)
    const length = view.getUint32(44 + 8)
    damaged[offset + Math.floor(length / 2)]! ^= 0xff
    expect(() => woffToSfnt(damaged)).toThrow(/WOFF table/)
  })

  it('refuses a truncated file', () => {
    expect(() => woffToSfnt(bengali.slice(0, 200))).toThrow(/truncated/)
  })
})
