/** Types of scripts/size.mjs (the bundle budgets), for its unit test. */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export interface BudgetOptions {
  /** Bytes (gzip) the first visit to / may load. */
  firstVisitBudget: number
  /** Bytes (gzip) of a route's own chunks. */
  routeBudget: number
  /** The manifest key of the home page. */
  homePage: string
  /** Manifest keys of the lazy parts / loads before any interaction. */
  preInteractionParts: readonly string[]
  /** Bytes (gzip) / may load before the first interaction. */
  preInteractionBudget: number
}

export interface BudgetRow {
  name: string
  bytes: number
  budget: number
  ok: boolean
  /** The JavaScript files counted. */
  files: string[]
  /** Routes only: everything the route loads beyond the entry's chunks. */
  onNavigation?: number
}

export interface BudgetReport {
  rows: BudgetRow[]
  failed: boolean
}

export const FIRST_VISIT_BUDGET: number
export const ROUTE_CHUNK_BUDGET: number
export const HOME_PAGE: string
export const PRE_INTERACTION_BUDGET: number
export const PRE_INTERACTION_TARGET: number
export const PRE_INTERACTION_PARTS: readonly string[]
export function staticClosure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>
export function checkBudgets(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  options?: Partial<BudgetOptions>,
): BudgetReport
export function kb(bytes: number): string
export function formatTable(report: BudgetReport): string
