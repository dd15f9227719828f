#!/usr/bin/env node
/**
 * Bundle budgets (issue 9): the JavaScript a first visit to / loads must stay within 150 KB gzip,
 * and every other route's own chunk within 35 KB gzip. Reads the Vite manifest of a production
 * build (runs `vite build` first unless --no-build), prints a table, exits 1 over budget.
 *   node scripts/size.mjs [--no-build] [--dist dist]
 *
 * - First visit to /: the entry chunk, the home page's chunk and every chunk they import
 *   statically (what must arrive before the home page can render). Chunks loaded later on demand
 *   (carousels after the load event, the cart panel, the popup) are not counted.
 * - A route's own chunk: the page's chunk plus the chunks only that page imports (code no other
 *   page, lazy part or the entry shares). The "on navigation" column is everything the route loads
 *   beyond the entry's chunks, for information (shared chunks are counted for every page using them).
 * The budget logic is pure (checkBudgets, formatTable) and unit-tested: tests/unit/size.test.ts.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

export const FIRST_VISIT_BUDGET = 150 * 1024
export const ROUTE_CHUNK_BUDGET = 35 * 1024
/**
 * Everything / downloads before the shopper touches anything (until the network is idle: the
 * first visit plus the parts below). Issue 25's target is 180 KB; the budget enforced is today's
 * figure so that it can only go down: 230.2 KB on 2026-11-27 after issue 24's search landed, 209.2
 * KB once the cart panel and the toasts moved to the first press or key (src/lib/idle.ts
 * whenIntent), 187.7 KB once the carousels' autoplay ran without Swiper until the shopper uses a
 * carousel (decision 0051), 174.8 KB once the popup ad's dialog was drawn on the browser's
 * native modal dialog instead of Radix Dialog (decision 0054). Lower it as parts move to
 * interaction (docs/perf.md).
 */
export const PRE_INTERACTION_BUDGET = 175 * 1024
export const PRE_INTERACTION_TARGET = 180 * 1024
/**
 * The lazy parts / loads with no interaction (after hydration, the load event or in idle time),
 * as manifest keys. tests/e2e/budget.ssr.ts checks that every script / requests until the network
 * is idle is counted, so a new part loaded at start fails there until it is listed here.
 */
export const PRE_INTERACTION_PARTS = [
  'src/components/home/HomeLowerSections.tsx',
  'src/components/layout/Footer/FooterContent.tsx',
  'src/recentlyViewed/RecentlyViewedProducts.tsx',
  'src/offline/ConnectionNotice.tsx',
  'src/offline/serviceWorker.ts',
  'src/hooks/popupAdActor.ts',
  'src/components/home/PopupAd/PopupAdDialog.tsx',
  'src/components/Carousel/CarouselControls.tsx',
]
export const HOME_PAGE = 'src/pages/HomePage.tsx'
const PAGES_DIR = 'src/pages/'

/**
 * The JavaScript files of a manifest chunk and of every chunk it imports statically.
 * @param {import('./size.d.mts').Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
export function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  if (chunk.file.endsWith('.js')) seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

/**
 * Checks the budgets against a manifest; `sizeOf(file)` gives a file's gzip size in bytes.
 * @param {import('./size.d.mts').Manifest} manifest
 * @param {(file: string) => number} sizeOf
 * @param {Partial<import('./size.d.mts').BudgetOptions>} [options]
 * @returns {import('./size.d.mts').BudgetReport}
 */
export function checkBudgets(manifest, sizeOf, options = {}) {
  const firstVisitBudget = options.firstVisitBudget ?? FIRST_VISIT_BUDGET
  const routeBudget = options.routeBudget ?? ROUTE_CHUNK_BUDGET
  const homePage = options.homePage ?? HOME_PAGE
  const preInteractionParts = options.preInteractionParts ?? PRE_INTERACTION_PARTS
  const preInteractionBudget = options.preInteractionBudget ?? PRE_INTERACTION_BUDGET
  const sum = (/** @type {Iterable<string>} */ files) => [...files].reduce((total, file) => total + sizeOf(file), 0)

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('size: the manifest has no entry')
  if (!manifest[homePage]) throw new Error(`size: ${homePage} is not a chunk of the build`)

  const entryFiles = staticClosure(manifest, entryKey)
  const firstVisitFiles = [...staticClosure(manifest, homePage, new Set(entryFiles))]
  const firstVisitBytes = sum(firstVisitFiles)
  const preInteractionFiles = new Set(firstVisitFiles)
  for (const part of preInteractionParts) {
    if (!manifest[part])
      throw new Error(`size: ${part} (loaded before the first interaction) is not a chunk of the build`)
    staticClosure(manifest, part, preInteractionFiles)
  }
  const preInteractionBytes = sum(preInteractionFiles)

  // Every lazily loaded part (pages and on-demand components) with what it loads beyond the entry.
  const lazyParts = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .map((key) => ({ key, files: [...staticClosure(manifest, key)].filter((file) => !entryFiles.has(file)) }))
  /** @type {Map<string, number>} */
  const users = new Map()
  for (const part of lazyParts) for (const file of part.files) users.set(file, (users.get(file) ?? 0) + 1)

  /** @type {import('./size.d.mts').BudgetRow[]} */
  const rows = [
    {
      name: '/ (first visit: entry + home page)',
      bytes: firstVisitBytes,
      budget: firstVisitBudget,
      ok: firstVisitBytes <= firstVisitBudget,
      files: firstVisitFiles,
    },
    {
      name: '/ before the first interaction (until network idle)',
      bytes: preInteractionBytes,
      budget: preInteractionBudget,
      ok: preInteractionBytes <= preInteractionBudget,
      files: [...preInteractionFiles],
    },
  ]
  const pages = lazyParts
    .filter((part) => part.key.startsWith(PAGES_DIR) && part.key !== homePage)
    .sort((a, b) => a.key.localeCompare(b.key))
  for (const part of pages) {
    const pageFile = manifest[part.key]?.file ?? ''
    const own = part.files.filter((file) => file === pageFile || users.get(file) === 1)
    const bytes = sum(own)
    rows.push({
      name: part.key.slice(PAGES_DIR.length),
      bytes,
      budget: routeBudget,
      ok: bytes <= routeBudget,
      files: own,
      onNavigation: sum(part.files),
    })
  }
  return { rows, failed: rows.some((row) => !row.ok) }
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * The report as a Markdown table.
 * @param {import('./size.d.mts').BudgetReport} report
 * @returns {string}
 */
export function formatTable(report) {
  const header = ['Route chunk', 'gzip', 'budget', 'ok', 'on navigation']
  const cells = report.rows.map((row) => [
    row.name,
    kb(row.bytes),
    kb(row.budget),
    row.ok ? 'ok' : 'OVER',
    row.onNavigation === undefined ? '' : kb(row.onNavigation),
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => (row[i] ?? '').length)))
  const line = (/** @type {string[]} */ row) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n')
}

function main() {
  const args = process.argv.slice(2)
  const dist = path.resolve(args.includes('--dist') ? (args[args.indexOf('--dist') + 1] ?? 'dist') : 'dist')
  if (!args.includes('--no-build')) {
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const manifestPath = path.join(dist, '.vite', 'manifest.json')
  if (!fs.existsSync(manifestPath)) {
    console.error(`size: no manifest at ${manifestPath} (build.manifest must be on)`)
    process.exit(2)
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
  /** @type {Map<string, number>} */
  const gzipSizes = new Map()
  const sizeOf = (/** @type {string} */ file) => {
    let size = gzipSizes.get(file)
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length
      gzipSizes.set(file, size)
    }
    return size
  }
  let report
  try {
    report = checkBudgets(manifest, sizeOf)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(2)
  }
  console.log(formatTable(report))
  const firstVisit = report.rows[0]?.files ?? []
  console.log(
    `\nFirst visit to / loads ${firstVisit.length} JavaScript files: ${firstVisit.map((file) => path.basename(file)).join(', ')}`,
  )
  if (report.failed) {
    const over = report.rows.filter((row) => !row.ok).map((row) => `${row.name} ${kb(row.bytes)} > ${kb(row.budget)}`)
    console.error(`\nsize: over budget: ${over.join('; ')}`)
    process.exit(1)
  }
  console.log('\nsize: every budget holds')
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
