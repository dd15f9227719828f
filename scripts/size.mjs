#!/usr/bin/env node
/**
 * Bundle budgets (issue 9): the JavaScript a first visit to / loads must stay within 150 KB gzip,
 * and every other route's own chunk within 35 KB gzip. Reads the Vite manifest of a production
 * build (runs `vite build` first unless --no-build), prints a table, exits 1 over budget.
 *   node scripts/size.mjs [--no-build] [--dist dist]
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const args = process.argv.slice(2)
const dist = path.resolve(args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist')
const FIRST_VISIT_BUDGET = 150 * 1024
const ROUTE_CHUNK_BUDGET = 35 * 1024
const HOME_PAGE = 'src/pages/HomePage.tsx'

if (!args.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], { stdio: ['ignore', 'ignore', 'inherit'] })
}

const manifestPath = path.join(dist, '.vite', 'manifest.json')
if (!fs.existsSync(manifestPath)) {
  console.error(`size: no manifest at ${manifestPath} (build.manifest must be on)`)
  process.exit(2)
}
/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))

const gzipCache = new Map()
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length)
  return gzipCache.get(file)
}

/** The chunk of a manifest key and every chunk it imports statically. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  if (chunk.file.endsWith('.js')) seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, seen)
  return seen
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) throw new Error('size: the manifest has no entry')
const homeKey = Object.keys(manifest).find((key) => key === HOME_PAGE)
if (!homeKey) throw new Error(`size: ${HOME_PAGE} is not a chunk of the build`)

const entryFiles = closure(entryKey)
const firstVisit = closure(homeKey, new Set(entryFiles))
const firstVisitBytes = [...firstVisit].reduce((sum, file) => sum + gzipSize(file), 0)

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const rows = []
let failed = false

rows.push([
  '/ (first visit: entry + home page)',
  kb(firstVisitBytes),
  kb(FIRST_VISIT_BUDGET),
  firstVisitBytes <= FIRST_VISIT_BUDGET,
])
if (firstVisitBytes > FIRST_VISIT_BUDGET) failed = true

const pages = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/pages/') && key !== HOME_PAGE)
  .sort(([a], [b]) => a.localeCompare(b))
for (const [key, chunk] of pages) {
  const own = gzipSize(chunk.file)
  const ok = own <= ROUTE_CHUNK_BUDGET
  if (!ok) failed = true
  rows.push([key.replace('src/pages/', ''), kb(own), kb(ROUTE_CHUNK_BUDGET), ok])
}

const widths = [0, 1, 2].map((i) =>
  Math.max(...rows.map((row) => String(row[i]).length), ['Route chunk', 'gzip', 'budget'][i].length),
)
const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 2)).join(' | ')} |`
console.log(line(['Route chunk', 'gzip', 'budget', 'ok']))
console.log(line(widths.map((w) => '-'.repeat(w)).concat('--')))
for (const row of rows) console.log(line([row[0], row[1], row[2], row[3] ? 'ok' : 'OVER']))
console.log(
  `\nFirst visit to / loads ${firstVisit.size} JavaScript files: ${[...firstVisit].map((f) => path.basename(f)).join(', ')}`,
)
if (failed) {
  console.error('\nsize: over budget')
  process.exit(1)
}
