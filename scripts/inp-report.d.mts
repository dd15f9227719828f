/** Types of scripts/inp-report.mjs (the INP benchmark's pure part), for its unit test. */

/** The longest script of the interaction's frames (web-vitals' `attribution.longestScript`). */
export interface LongestScript {
  /** `entry.invoker`: e.g. 'BUTTON.onclick', 'Response.json.then'. */
  invoker?: string
  /** `entry.sourceURL`. */
  source?: string
  /** `entry.sourceFunctionName`. */
  fn?: string
  /** `intersectingDuration`: how long it overlapped the interaction, ms. */
  duration?: number
  subpart?: 'input-delay' | 'processing-duration' | 'presentation-delay'
}

/** One measured run of an interaction: its INP and attribution, or why there is none. */
export interface InpRun {
  /** INP in ms; absent when the run failed or web-vitals reported nothing. */
  value?: number
  error?: string
  inputDelay?: number
  processing?: number
  presentation?: number
  target?: string
  type?: string
  script?: LongestScript | null
}

export interface Interaction {
  id: string
  name: string
  page: string
  viewport: string
}

export interface InpRow extends Interaction {
  values: number[]
  failed: string[]
  p75: number | null
  met: boolean
  attribution: InpRun | null
}

export interface InpMeta {
  date: string
  build: string
  runs: number
  cpuRate: number
  cpus: string
  memory: string
  node: string
  chromium: string
  webVitals: string
  loadBefore: string[]
  loadAfter: string[]
  seconds: number
}

export declare const INP_TARGET_MS: number
export declare const INP_RESULTS_START: string
export declare const INP_RESULTS_END: string
export declare function p75(values: readonly number[]): number
export declare function summariseRuns(interaction: Interaction, runs: readonly InpRun[]): InpRow
export declare function describeScript(script: LongestScript | null | undefined): string
export declare function formatInpTable(rows: readonly InpRow[]): string
export declare function formatInpComparison(rows: readonly InpRow[], baselineRows: readonly InpRow[], sha: string): string
export declare function formatInpResults(
  meta: InpMeta,
  rows: readonly InpRow[],
  baseline?: { sha: string; rows: readonly InpRow[] } | null,
): string
export declare function replaceBetween(doc: string, start: string, end: string, text: string): string
