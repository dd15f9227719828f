/**
 * What a server-rendered page needs from the client build, read from Vite's manifest
 * (build/client/.vite/manifest.json): the stylesheets of the page's chunks (so the HTML is styled
 * before any script runs) and the page's chunk to fetch early (the browser loads it before it
 * hydrates). The entry's own stylesheet and hints are in index.html already.
 */
export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export interface PageAssets {
  stylesheets: string[]
  /** Chunks to announce with modulepreload. */
  scripts: string[]
  /**
   * Chunks announced by a script once the page's HTML has been read, a few per task
   * (LATE_PRELOADS_SCRIPT in src/server/html.ts): after the first screen's files.
   */
  lateScripts: string[]
}

/**
 * How much of a page's script to announce: its own chunk; it and every chunk it imports; or its
 * own chunk, then its imports once the HTML has been read (`page-imports-late`: the browser has
 * them when the page's import asks, so Vite's preload helper appends no link for them in one
 * task before hydration, and they do not share the bandwidth of the first screen).
 */
export type PreloadPolicy = 'page' | 'page-and-imports' | 'page-imports-late' | 'none'

function entryKeys(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
}

/** Keys of the chunks `key` imports statically, itself included, depth first. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

/**
 * The files of the entry's static imports, each after what it imports (the order in which the
 * browser evaluates them), the entry itself left out: the server's pages run each in a task of
 * its own before the entry (ENTRY_SCRIPTS_STARTER in src/server/template.ts, decision 0073).
 */
export function entryImportScripts(manifest: Manifest): string[] {
  return scriptsInEvaluationOrder(manifest, entryKeys(manifest), new Set(), (_key, chunk) => !chunk.isEntry)
}

/**
 * The files of the page's chunks' static imports that the browser can run before the entry, each
 * after what it imports: those outside the entry's graph that do not import the entry (the page
 * chunks themselves do). The starter runs them one per task after the entry's imports and before
 * the entry (decision 0074), so the page's import evaluates little more than the page's own chunk;
 * otherwise the page's whole graph (the API's schemas, XState, the sanitiser...) evaluates in the
 * one task of its dynamic import.
 */
export function pageRunScripts(manifest: Manifest, pages: readonly string[]): string[] {
  const entries = entryKeys(manifest)
  const entryGraph = new Set<string>()
  for (const entry of entries) staticClosure(manifest, entry, entryGraph)
  return scriptsInEvaluationOrder(manifest, pages, entryGraph, (key) => {
    const closure = staticClosure(manifest, key)
    return !entries.some((entry) => closure.has(entry))
  })
}

/**
 * The JavaScript files of the chunks reachable from `roots` by static imports, each after what it
 * imports (the order the browser evaluates them in), but those in `skip` (and what is reached only
 * through them) and those `keep` refuses.
 */
function scriptsInEvaluationOrder(
  manifest: Manifest,
  roots: readonly string[],
  skip: ReadonlySet<string>,
  keep: (key: string, chunk: ManifestChunk) => boolean,
): string[] {
  const files: string[] = []
  const seen = new Set(skip)
  const visit = (key: string): void => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    for (const imported of chunk.imports ?? []) visit(imported)
    if (chunk.file.endsWith('.js') && keep(key, chunk)) files.push(chunk.file)
  }
  for (const root of roots) visit(root)
  return files
}

/**
 * What a page needs beyond index.html. `entryImports`: announce the entry's own imports too (index.html's
 * hints for them are dropped by default); for a page drawn in the browser, whose content waits for
 * its scripts, every one of them is on the critical path.
 */
export function pageAssets(
  manifest: Manifest,
  pages: readonly string[],
  policy: PreloadPolicy,
  { entryImports = false }: { entryImports?: boolean } = {},
): PageAssets {
  const loaded = new Set<string>()
  for (const entry of entryKeys(manifest)) staticClosure(manifest, entry, loaded)
  const stylesheets: string[] = []
  const scripts: string[] = []
  const lateScripts: string[] = []
  if (entryImports) {
    for (const key of loaded) {
      const chunk = manifest[key]
      if (chunk && !chunk.isEntry && chunk.file.endsWith('.js')) scripts.push(chunk.file)
    }
  }
  for (const page of pages) {
    if (!manifest[page]) continue
    for (const key of staticClosure(manifest, page)) {
      if (loaded.has(key)) continue
      loaded.add(key)
      const chunk = manifest[key]
      if (!chunk) continue
      for (const css of chunk.css ?? []) if (!stylesheets.includes(css)) stylesheets.push(css)
      if (policy === 'page-and-imports' || (policy !== 'none' && key === page)) scripts.push(chunk.file)
      else if (policy === 'page-imports-late') lateScripts.push(chunk.file)
    }
  }
  return { stylesheets, scripts, lateScripts }
}
