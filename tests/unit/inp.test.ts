import { describe, expect, it } from 'vitest'
import {
  describeScript,
  formatInpComparison,
  formatInpResults,
  formatInpTable,
  INP_RESULTS_END,
  INP_RESULTS_START,
  p75,
  replaceBetween,
  summariseRuns,
  type InpMeta,
  type InpRun,
} from '../../scripts/inp-report.mjs'

const ADD = { id: 'home-add-to-cart', name: 'Add to Cart on a card', page: '`/`', viewport: 'phone' }
const MENU = { id: 'home-category-menu', name: 'open the category menu', page: '`/`', viewport: 'phone' }

const run = (value: number, extra: Partial<InpRun> = {}): InpRun => ({
  value,
  inputDelay: value / 4,
  processing: value / 2,
  presentation: value / 4,
  ...extra,
})

describe('p75', () => {
  it('is the 4th smallest of 5 runs (nearest rank), whatever their order', () => {
    expect(p75([240, 80, 120, 96, 300])).toBe(240)
    expect(p75([10, 20, 30, 40, 50])).toBe(40)
  })

  it('is the 3rd of 4, the only value of 1, and the larger of 2', () => {
    expect(p75([4, 1, 3, 2])).toBe(3)
    expect(p75([7])).toBe(7)
    expect(p75([5, 9])).toBe(9)
  })

  it('leaves its input unsorted and refuses no values', () => {
    const values = [3, 1, 2]
    p75(values)
    expect(values).toEqual([3, 1, 2])
    expect(() => p75([])).toThrow()
  })
})

describe('summariseRuns', () => {
  it('takes the p75 of the measured runs and the attribution of the run that gave it', () => {
    const row = summariseRuns(ADD, [run(120), run(96), run(240, { inputDelay: 150 }), run(80), run(300)])
    expect(row.p75).toBe(240)
    expect(row.values).toEqual([120, 96, 240, 80, 300])
    expect(row.attribution?.inputDelay).toBe(150)
    expect(row.met).toBe(false)
    expect(row.failed).toEqual([])
  })

  it('meets the target at exactly 200 ms and not one above', () => {
    // The 4th of 5 is the p75: one slow run does not miss, two do.
    expect(summariseRuns(ADD, [run(200), run(100), run(200), run(120), run(900)]).met).toBe(true)
    expect(summariseRuns(ADD, [run(201), run(100), run(150), run(120), run(900)]).met).toBe(false)
  })

  it('counts failed runs apart with their reason, and a row with no measured run misses', () => {
    const row = summariseRuns(ADD, [run(100), { error: 'timeout' }, run(180), {}])
    expect(row.values).toEqual([100, 180])
    expect(row.p75).toBe(180)
    expect(row.failed).toEqual(['timeout', 'no INP reported'])
    const none = summariseRuns(ADD, [{ error: 'timeout' }])
    expect(none.p75).toBeNull()
    expect(none.met).toBe(false)
    expect(none.attribution).toBeNull()
  })
})

describe('describeScript', () => {
  it("names the invoker, the script's file and function, its overlap and the part it ran in", () => {
    expect(
      describeScript({
        invoker: 'BUTTON.onclick',
        source: 'http://127.0.0.1:4186/assets/framework-abc1234.js?v=1',
        fn: 'dispatchEvent',
        duration: 83.6,
        subpart: 'processing-duration',
      }),
    ).toBe('`BUTTON.onclick` (framework-abc1234.js dispatchEvent): 84 ms in processing-duration')
    expect(describeScript(null)).toBe('–')
    expect(describeScript({ duration: 12, subpart: 'input-delay' })).toBe('a script: 12 ms in input-delay')
  })
})

describe('formatInpTable', () => {
  it('writes one row per interaction with its p75, runs, attribution and a ✗ when missed', () => {
    const rows = [
      summariseRuns(ADD, [run(120), run(96), run(240), run(80), run(300)]),
      summariseRuns(MENU, [run(40), run(48), run(56), run(64), { error: 'timeout' }]),
    ]
    const table = formatInpTable(rows).split('\n')
    expect(table).toHaveLength(4)
    expect(table[0]).toMatch(/^\| Interaction \| Page \| Viewport \| INP p75 \| Runs \(ms\) \|/)
    expect(table[2]).toBe('| Add to Cart on a card | `/` | phone | 240 ms ✗ | 120, 96, 240, 80, 300 | 60 ms | 120 ms | 60 ms | – |')
    expect(table[3]).toBe('| open the category menu | `/` | phone | 56 ms | 40, 48, 56, 64; 1 failed | 14 ms | 28 ms | 14 ms | – |')
  })

  it('shows a row without a measured run as missed', () => {
    const [, , line] = formatInpTable([summariseRuns(ADD, [{ error: 'timeout' }])]).split('\n')
    expect(line).toBe('| Add to Cart on a card | `/` | phone | no run ✗ | none; 1 failed | – | – | – | – |')
  })
})

describe('formatInpComparison', () => {
  it("puts the baseline's p75 beside this build's, matched by interaction, with met or missed", () => {
    const now = [summariseRuns(ADD, [run(150)]), summariseRuns(MENU, [run(260)])]
    const before = [summariseRuns(MENU, [run(400)]), summariseRuns(ADD, [run(310)])]
    const lines = formatInpComparison(now, before, 'f452052').split('\n')
    expect(lines[0]).toContain('INP p75 f452052')
    expect(lines[2]).toBe('| Add to Cart on a card | `/` | phone | 310 ms ✗ | 150 ms | met |')
    expect(lines[3]).toBe('| open the category menu | `/` | phone | 400 ms ✗ | 260 ms ✗ | missed |')
  })
})

describe('formatInpResults and replaceBetween', () => {
  const meta: InpMeta = {
    date: '2026-11-27T07:00:00.000Z',
    build: 'server-rendered production build of abc1234',
    runs: 5,
    cpuRate: 4,
    cpus: '2 x CPU',
    memory: '24 GB',
    node: 'v20.20.2',
    chromium: 'Chromium 156',
    webVitals: '6.2.3',
    loadBefore: ['3.10', '2.00', '1.50'],
    loadAfter: ['4.20', '3.00', '2.00'],
    seconds: 900,
  }

  it('says when, on what, under which load, how many met, and holds both tables with a baseline', () => {
    const rows = [summariseRuns(ADD, [run(150)]), summariseRuns(MENU, [run(260)])]
    const text = formatInpResults(meta, rows, { sha: 'f452052', rows: [summariseRuns(ADD, [run(310)])] })
    expect(text).toMatch(/^### INP: 2026-11-27, server-rendered production build of abc1234, p75 of 5 runs, 4x CPU/)
    expect(text).toContain('at the start 3.10 2.00 1.50, at the end 4.20 3.00 2.00')
    expect(text).toContain('Met (p75 <= 200 ms): 1 of 2.')
    expect(text).toContain('Baseline f452052 against this build')
    expect(text).toContain('| Add to Cart on a card | `/` | phone | 310 ms ✗ | 150 ms | met |')
    expect(text.match(/\| Interaction \| Page \| Viewport \| INP p75 \| Runs/g)).toHaveLength(2)
    expect(formatInpResults(meta, rows)).not.toContain('Baseline')
  })

  it('replaces only the text between the markers, and appends them when missing', () => {
    const doc = `# Perf\n\n${INP_RESULTS_START}\n\nold\n\n${INP_RESULTS_END}\n\n## After\n`
    expect(replaceBetween(doc, INP_RESULTS_START, INP_RESULTS_END, 'new')).toBe(
      `# Perf\n\n${INP_RESULTS_START}\n\nnew\n\n${INP_RESULTS_END}\n\n## After\n`,
    )
    expect(replaceBetween('# Perf\n', INP_RESULTS_START, INP_RESULTS_END, 'new')).toBe(
      `# Perf\n\n${INP_RESULTS_START}\n\nnew\n\n${INP_RESULTS_END}\n`,
    )
  })
})
