/**
 * The pure part of `npm run perf:inp` (scripts/inp.mjs): the 75th percentile of an interaction's
 * runs, the run that gave it, and the Markdown written into docs/perf.md. No browser, no files:
 * unit-tested in tests/unit/inp.test.ts (types in inp-report.d.mts).
 */

/** INP's "good" threshold (web.dev): each interaction's p75 must be at most this. */
export const INP_TARGET_MS = 200

export const INP_RESULTS_START = '<!-- inp:results:start (written by npm run perf:inp) -->'
export const INP_RESULTS_END = '<!-- inp:results:end -->'

/**
 * The 75th percentile by the nearest-rank method: the smallest value at least 75 % of the values
 * are less than or equal to (of 5 runs, the 4th smallest; of 4, the 3rd). Throws on no values.
 */
export function p75(values) {
  if (values.length === 0) throw new Error('p75 of no values')
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.ceil(0.75 * sorted.length) - 1]
}

/**
 * One interaction's runs summarised: the runs that gave an INP (a run that failed, or whose
 * interaction web-vitals never reported, is counted in `failed` with its reason), their p75, the
 * run that is the p75 (its attribution is the row's), and whether the target is met. No measured
 * run: p75 is null and the target is not met.
 */
export function summariseRuns(interaction, runs) {
  const measured = runs.filter((run) => typeof run.value === 'number')
  const failed = runs.filter((run) => typeof run.value !== 'number').map((run) => run.error ?? 'no INP reported')
  const value = measured.length > 0 ? p75(measured.map((run) => run.value)) : null
  const p75Run = value === null ? null : measured.find((run) => run.value === value)
  return {
    id: interaction.id,
    name: interaction.name,
    page: interaction.page,
    viewport: interaction.viewport,
    values: measured.map((run) => run.value),
    failed,
    p75: value,
    met: value !== null && value <= INP_TARGET_MS,
    attribution: p75Run ?? null,
  }
}

const ms = (value) => (typeof value === 'number' && Number.isFinite(value) ? `${Math.round(value)} ms` : '–')

/** The file name of a script URL (its path's last part), or the URL as it is when it has none. */
function fileOf(url) {
  if (!url) return ''
  const last = String(url).split(/[?#]/)[0].split('/').pop()
  return last || String(url)
}

/**
 * The longest script of an interaction as web-vitals' attribution names it (a Long Animation
 * Frame script entry): what invoked it, its file and function, how long it overlapped the
 * interaction and in which part. '–' when the frame had no script over the LoAF threshold.
 */
export function describeScript(script) {
  if (!script) return '–'
  const where = [fileOf(script.source), script.fn].filter(Boolean).join(' ')
  const invoker = script.invoker ? `\`${script.invoker}\`` : ''
  const parts = [invoker, where ? `(${where})` : ''].filter(Boolean).join(' ')
  return `${parts || 'a script'}: ${ms(script.duration)} in ${script.subpart ?? '?'}`
}

function valuesCell(row) {
  const values = row.values.map((value) => Math.round(value)).join(', ')
  const failed = row.failed.length > 0 ? `; ${row.failed.length} failed` : ''
  return (values || 'none') + failed
}

function p75Cell(row) {
  if (row.p75 === null) return 'no run ✗'
  return `${ms(row.p75)}${row.met ? '' : ' ✗'}`
}

/**
 * The INP table: per interaction its p75 (✗ over the target), every run's INP, and the p75 run's
 * attribution (input delay, processing, presentation delay, the longest script).
 */
export function formatInpTable(rows) {
  const header =
    '| Interaction | Page | Viewport | INP p75 | Runs (ms) | Input delay | Processing | Presentation delay | Longest script |\n' +
    '| --- | --- | --- | --: | --- | --: | --: | --: | --- |'
  const lines = rows.map((row) => {
    const a = row.attribution
    return (
      `| ${row.name} | ${row.page} | ${row.viewport} | ${p75Cell(row)} | ${valuesCell(row)} | ` +
      `${ms(a?.inputDelay)} | ${ms(a?.processing)} | ${ms(a?.presentation)} | ${describeScript(a?.script)} |`
    )
  })
  return [header, ...lines].join('\n')
}

/** Each interaction's p75, the baseline's beside this build's (one run, alternating), met or missed. */
export function formatInpComparison(rows, baselineRows, sha) {
  const header =
    `| Interaction | Page | Viewport | INP p75 ${sha} | INP p75 now | <= ${INP_TARGET_MS} ms now |\n` +
    '| --- | --- | --- | --: | --: | --- |'
  const lines = rows.map((row) => {
    const before = baselineRows.find((candidate) => candidate.id === row.id)
    const verdict = row.p75 === null ? 'not measured' : row.met ? 'met' : 'missed'
    return (
      `| ${row.name} | ${row.page} | ${row.viewport} | ${before ? p75Cell(before) : '–'} | ${p75Cell(row)} | ${verdict} |`
    )
  })
  return [header, ...lines].join('\n')
}

/**
 * The results section of docs/perf.md: when, where, under what load, the table of this build and,
 * with a baseline, the comparison and the baseline's own table.
 */
export function formatInpResults(meta, rows, baseline = null) {
  const day = meta.date.slice(0, 10)
  const met = rows.filter((row) => row.met).length
  const lines = [
    `### INP: ${day}, ${meta.build}, p75 of ${meta.runs} runs, ${meta.cpuRate}x CPU`,
    '',
    `Machine: ${meta.cpus}, ${meta.memory}, Node ${meta.node}, ${meta.chromium}, web-vitals ${meta.webVitals}. ` +
      `Load average (1/5/15 min) at the start ${meta.loadBefore.join(' ')}, at the end ${meta.loadAfter.join(' ')}; ` +
      `${meta.seconds} s in all. INP is main-thread time: on a loaded machine every figure grows, so ` +
      'compare builds measured in the same run.',
    '',
    `Met (p75 <= ${INP_TARGET_MS} ms): ${met} of ${rows.length}.`,
    '',
  ]
  if (baseline) {
    lines.push(
      `Baseline ${baseline.sha} against this build, the same run (runs alternating):`,
      '',
      formatInpComparison(rows, baseline.rows, baseline.sha),
      '',
      'This build:',
      '',
    )
  }
  lines.push(formatInpTable(rows))
  if (baseline) lines.push('', `Baseline ${baseline.sha}:`, '', formatInpTable(baseline.rows))
  return lines.join('\n')
}

/** `doc` with the text between `start` and `end` replaced (both markers appended when missing). */
export function replaceBetween(doc, start, end, text) {
  const block = `${start}\n\n${text}\n\n${end}`
  const from = doc.indexOf(start)
  const to = doc.indexOf(end)
  if (from === -1 || to === -1 || to < from) return `${doc.trimEnd()}\n\n${block}\n`
  return doc.slice(0, from) + block + doc.slice(to + end.length)
}
