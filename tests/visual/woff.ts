/**
 * Unwraps a WOFF 1.0 file into the TrueType/OpenType (sfnt) font it carries, table for table.
 * The @fontsource packages ship WOFF and WOFF2 only; the visual project's Chromium needs plain
 * TrueType files for the fonts it finds through fontconfig (tests/visual/global-setup.ts).
 * Format: https://www.w3.org/TR/WOFF/ (header, table directory, zlib-compressed tables).
 */
import { inflateSync } from 'node:zlib'

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'
const WOFF_HEADER = 44
const WOFF_ENTRY = 20
const SFNT_HEADER = 12
const SFNT_ENTRY = 16
const HEAD = 0x68656164 // 'head'

interface Table {
  tag: number
  checksum: number
  data: Uint8Array
}

const pad4 = (n: number) => (n + 3) & ~3

/** The OpenType table checksum: the sum of the big-endian uint32 words, zero-padded. */
export function tableChecksum(data: Uint8Array): number {
  const padded = new Uint8Array(pad4(data.length))
  padded.set(data)
  const view = new DataView(padded.buffer)
  let sum = 0
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0
  return sum
}

/** The table as stored: checksum of 'head' is taken with checkSumAdjustment (bytes 8-11) at zero. */
function storedChecksum(tag: number, data: Uint8Array): number {
  if (tag !== HEAD || data.length < 12) return tableChecksum(data)
  const copy = data.slice()
  copy.fill(0, 8, 12)
  return tableChecksum(copy)
}

function tagName(tag: number): string {
  return String.fromCharCode((tag >>> 24) & 0xff, (tag >>> 16) & 0xff, (tag >>> 8) & 0xff, tag & 0xff)
}

function inflate(stored: Uint8Array, tag: number): Uint8Array {
  try {
    return new Uint8Array(inflateSync(stored))
  } catch (error) {
    throw new Error(`WOFF table ${tagName(tag)} does not decompress`, { cause: error })
  }
}

/**
 * The sfnt inside a WOFF file. Throws on anything that is not WOFF 1.0 or whose tables do not
 * decompress to their recorded length and checksum, so a damaged file never becomes a font.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength)
  if (woff.byteLength < WOFF_HEADER || view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 file')
  const flavor = view.getUint32(4)
  const numTables = view.getUint16(12)
  if (WOFF_HEADER + numTables * WOFF_ENTRY > woff.byteLength) throw new Error('WOFF table directory is truncated')

  const tables: Table[] = []
  for (let i = 0; i < numTables; i++) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY
    const tag = view.getUint32(entry)
    const offset = view.getUint32(entry + 4)
    const compLength = view.getUint32(entry + 8)
    const origLength = view.getUint32(entry + 12)
    const checksum = view.getUint32(entry + 16)
    if (offset + compLength > woff.byteLength) throw new Error(`WOFF table ${tagName(tag)} is truncated`)
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflate(stored, tag) : stored
    if (data.length !== origLength) throw new Error(`WOFF table ${tagName(tag)} has the wrong length`)
    if (storedChecksum(tag, data) !== checksum) throw new Error(`WOFF table ${tagName(tag)} fails its checksum`)
    tables.push({ tag, checksum, data })
  }

  const entrySelector = numTables > 0 ? Math.floor(Math.log2(numTables)) : 0
  const searchRange = 2 ** entrySelector * 16
  let size = SFNT_HEADER + numTables * SFNT_ENTRY
  for (const table of tables) size += pad4(table.data.length)

  const sfnt = new Uint8Array(size)
  const out = new DataView(sfnt.buffer)
  out.setUint32(0, flavor)
  out.setUint16(4, numTables)
  out.setUint16(6, searchRange)
  out.setUint16(8, entrySelector)
  out.setUint16(10, numTables * 16 - searchRange)
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY
    out.setUint32(entry, table.tag)
    out.setUint32(entry + 4, table.checksum)
    out.setUint32(entry + 8, offset)
    out.setUint32(entry + 12, table.data.length)
    sfnt.set(table.data, offset)
    offset += pad4(table.data.length)
  })
  return sfnt
}
