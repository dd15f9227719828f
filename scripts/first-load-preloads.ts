/**
 * Preload lists without what the first visit has already loaded (decision 0036's budget note).
 *
 * Every lazy import in the entry carries the list of files to preload with it (Vite's
 * `__vite__mapDeps`), and each of the entry's lazy pages lists the framework, the storage module
 * and the other chunks the entry itself imports: files the browser has already run before any of
 * these imports can happen. They cost ~0.5 KB gzip of the first visit and preload nothing. This
 * plugin records the chunks the entry imports statically (before Vite writes the lists) and
 * `resolveDependencies` leaves them out; every other dependency, CSS included, stays.
 */
import type { Plugin } from 'vite'

interface BundleChunk {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry?: boolean
  imports?: string[]
}

export function firstLoadPreloads(): {
  plugin: Plugin
  resolveDependencies: (file: string, deps: string[]) => string[]
} {
  const loaded = new Set<string>()
  const plugin: Plugin = {
    name: 'storefront:first-load-preloads',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear()
        const chunks = Object.values(bundle) as BundleChunk[]
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const todo = chunks.filter((chunk) => chunk.type === 'chunk' && chunk.isEntry).map((chunk) => chunk.fileName)
        while (todo.length > 0) {
          const file = todo.pop()
          if (file === undefined || loaded.has(file)) continue
          loaded.add(file)
          todo.push(...(byName.get(file)?.imports ?? []))
        }
      },
    },
  }
  return {
    plugin,
    resolveDependencies: (_file, deps) => deps.filter((dep) => !loaded.has(dep)),
  }
}
