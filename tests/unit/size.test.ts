import { describe, expect, it } from 'vitest'
import {
  checkBudgets as checkAll,
  formatTable,
  staticClosure,
  type BudgetOptions,
  type Manifest,
} from '../../scripts/size.mjs'

const KB = 1024

/** The budgets with this small build's part loaded before any interaction: the lazy carousel. */
const checkBudgets = (build: Manifest, sizeOf: (file: string) => number, options: Partial<BudgetOptions> = {}) =>
  checkAll(build, sizeOf, { preInteractionParts: ['src/components/Carousel.tsx'], ...options })

/** A small build: entry → vendor; home page → home; two pages sharing a forms chunk; a lazy carousel. */
function manifest(): Manifest {
  return {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      css: ['assets/index.css'],
      dynamicImports: ['src/pages/HomePage.tsx', 'src/pages/LoginPage.tsx', 'src/pages/ContactPage.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/pages/HomePage.tsx': {
      file: 'assets/HomePage.js',
      isDynamicEntry: true,
      imports: ['_vendor.js', '_home.js'],
      dynamicImports: ['src/components/Carousel.tsx'],
    },
    '_home.js': { file: 'assets/home.js', css: ['assets/home.css'] },
    'src/components/Carousel.tsx': { file: 'assets/Carousel.js', isDynamicEntry: true, imports: ['_swiper.js'] },
    '_swiper.js': { file: 'assets/swiper.js' },
    'src/pages/LoginPage.tsx': {
      file: 'assets/LoginPage.js',
      isDynamicEntry: true,
      imports: ['_vendor.js', '_forms.js', '_otp.js'],
    },
    '_otp.js': { file: 'assets/otp.js' },
    '_forms.js': { file: 'assets/forms.js' },
    'src/pages/ContactPage.tsx': { file: 'assets/ContactPage.js', isDynamicEntry: true, imports: ['_forms.js'] },
  }
}

const SIZES: Record<string, number> = {
  'assets/index.js': 60 * KB,
  'assets/vendor.js': 70 * KB,
  'assets/HomePage.js': 10 * KB,
  'assets/home.js': 5 * KB,
  'assets/Carousel.js': 2 * KB,
  'assets/swiper.js': 20 * KB,
  'assets/LoginPage.js': 1 * KB,
  'assets/otp.js': 20 * KB,
  'assets/forms.js': 30 * KB,
  'assets/ContactPage.js': 1 * KB,
}

function sizeOf(sizes: Record<string, number>) {
  return (file: string): number => {
    const size = sizes[file]
    if (size === undefined) throw new Error(`no size for ${file}`)
    return size
  }
}

describe('staticClosure', () => {
  it('follows static imports only and skips CSS and dynamic imports', () => {
    expect([...staticClosure(manifest(), 'src/pages/HomePage.tsx')].sort()).toEqual([
      'assets/HomePage.js',
      'assets/home.js',
      'assets/vendor.js',
    ])
  })
})

describe('checkBudgets', () => {
  it('counts the entry and the home page with their static imports for the first visit, not lazy parts', () => {
    const report = checkBudgets(manifest(), sizeOf(SIZES))
    const first = report.rows[0]
    expect(first?.name).toMatch(/^\/ /)
    // index 60 + vendor 70 + HomePage 10 + home 5; the lazy carousel and swiper are not counted.
    expect(first?.bytes).toBe(145 * KB)
    expect(first?.files.sort()).toEqual(['assets/HomePage.js', 'assets/home.js', 'assets/index.js', 'assets/vendor.js'])
    expect(first?.ok).toBe(true)
    expect(report.failed).toBe(false)
  })

  it('passes at exactly 150 KB and fails one byte above', () => {
    const at = checkBudgets(manifest(), sizeOf({ ...SIZES, 'assets/home.js': 10 * KB }))
    expect(at.rows[0]?.bytes).toBe(150 * KB)
    expect(at.failed).toBe(false)
    const over = checkBudgets(manifest(), sizeOf({ ...SIZES, 'assets/home.js': 10 * KB + 1 }))
    expect(over.rows[0]?.ok).toBe(false)
    expect(over.failed).toBe(true)
  })

  it("counts a route's own chunk plus the chunks only it imports, not shared or entry chunks", () => {
    const report = checkBudgets(manifest(), sizeOf(SIZES))
    const login = report.rows.find((row) => row.name === 'LoginPage.tsx')
    // LoginPage 1 + otp 20 (only Login imports it); forms is shared with Contact, vendor is the entry's.
    expect(login?.bytes).toBe(21 * KB)
    expect(login?.files.sort()).toEqual(['assets/LoginPage.js', 'assets/otp.js'])
    expect(login?.onNavigation).toBe(51 * KB)
    const contact = report.rows.find((row) => row.name === 'ContactPage.tsx')
    expect(contact?.bytes).toBe(1 * KB)
    expect(contact?.onNavigation).toBe(31 * KB)
    // Only pages are routes: the lazy carousel has no row, the home page only the first-visit row.
    expect(report.rows.map((row) => row.name)).toEqual([
      '/ (first visit: entry + home page)',
      '/ before the first interaction (until network idle)',
      'ContactPage.tsx',
      'LoginPage.tsx',
    ])
  })

  it('fails when a route chunk exceeds 35 KB while the first visit is within budget', () => {
    const report = checkBudgets(manifest(), sizeOf({ ...SIZES, 'assets/otp.js': 34 * KB + 1 }))
    expect(report.rows[0]?.ok).toBe(true)
    expect(report.rows.find((row) => row.name === 'LoginPage.tsx')?.ok).toBe(false)
    expect(report.failed).toBe(true)
  })

  it('takes other budgets and another home page', () => {
    const report = checkBudgets(manifest(), sizeOf(SIZES), {
      firstVisitBudget: 100 * KB,
      routeBudget: 40 * KB,
      homePage: 'src/pages/ContactPage.tsx',
    })
    expect(report.rows[0]?.bytes).toBe(161 * KB) // index + vendor + ContactPage + forms
    expect(report.rows[0]?.ok).toBe(false)
    expect(report.rows.map((row) => row.name)).toEqual([
      '/ (first visit: entry + home page)',
      '/ before the first interaction (until network idle)',
      'HomePage.tsx',
      'LoginPage.tsx',
    ])
  })

  it('counts the first visit plus the parts loaded before any interaction, with their imports', () => {
    const report = checkBudgets(manifest(), sizeOf(SIZES))
    const before = report.rows[1]
    expect(before?.name).toBe('/ before the first interaction (until network idle)')
    // first visit 145 + Carousel 2 + swiper 20
    expect(before?.bytes).toBe(167 * KB)
    expect(before?.files.sort()).toEqual([
      'assets/Carousel.js',
      'assets/HomePage.js',
      'assets/home.js',
      'assets/index.js',
      'assets/swiper.js',
      'assets/vendor.js',
    ])
    expect(before?.ok).toBe(true)
    const over = checkBudgets(manifest(), sizeOf(SIZES), { preInteractionBudget: 167 * KB - 1 })
    expect(over.rows[1]?.ok).toBe(false)
    expect(over.failed).toBe(true)
    // Without parts listed it is the first visit.
    expect(checkBudgets(manifest(), sizeOf(SIZES), { preInteractionParts: [] }).rows[1]?.bytes).toBe(145 * KB)
  })

  it('refuses a part loaded before any interaction that is not in the build', () => {
    expect(() => checkBudgets(manifest(), sizeOf(SIZES), { preInteractionParts: ['src/Gone.tsx'] })).toThrow(
      /src\/Gone.tsx \(loaded before the first interaction\) is not a chunk/,
    )
  })

  it('refuses a manifest without an entry or without the home page', () => {
    const { 'index.html': _entry, ...noEntry } = manifest()
    expect(() => checkBudgets(noEntry, sizeOf(SIZES))).toThrow(/no entry/)
    const { 'src/pages/HomePage.tsx': _home, ...noHome } = manifest()
    expect(() => checkBudgets(noHome, sizeOf(SIZES))).toThrow(/HomePage.tsx is not a chunk/)
  })
})

describe('formatTable', () => {
  it('prints one Markdown row per check with OVER for a failed budget', () => {
    const table = formatTable(checkBudgets(manifest(), sizeOf({ ...SIZES, 'assets/otp.js': 40 * KB })))
    const lines = table.split('\n')
    expect(lines[0]).toMatch(/^\| Route chunk +\| gzip +\| budget +\| ok +\| on navigation \|$/)
    expect(lines[1]).toMatch(/^\| -+ \| -+ \| -+ \| -+ \| -+ \|$/)
    expect(lines).toHaveLength(6)
    expect(table).toMatch(/\| \/ \(first visit: entry \+ home page\) +\| 145\.0 KB \| 150\.0 KB \| ok +\| +\|/)
    expect(table).toMatch(
      /\| \/ before the first interaction \(until network idle\) \| 167\.0 KB \| 175\.0 KB \| ok +\| +\|/,
    )
    expect(table).toMatch(/\| LoginPage\.tsx +\| 41\.0 KB +\| 35\.0 KB +\| OVER \| 71\.0 KB +\|/)
    const widths = new Set(lines.map((line) => line.length))
    expect(widths.size).toBe(1)
  })
})
