/**
 * The chunks a server-rendered page's chunk imports, announced by the browser itself right before
 * it imports the page (main.tsx), a few `<link rel="modulepreload">` per task (decision 0070).
 *
 * Vite's preload helper, asked to import the page, appends one link per file it does not find in
 * the head, all in one task: 17-19 files on checkout, the listings, search and the product page,
 * 40-60 ms at 4x CPU just before hydration (docs/perf.md). Finding them there, it appends none.
 * The server names the files (src/server/html.ts) in `<script type="application/json"
 * id="ssr-imports">`; they are requested when the page's import would have requested them, not
 * earlier (earlier, they shared the bandwidth of the first screen's image: a listing's LCP 2.2 s).
 */
import { nextTask } from '@/lib/idle'

export const IMPORTS_ELEMENT_ID = 'ssr-imports'

/** Links appended per task. */
const PER_TASK = 4

/** A built chunk's path from the root, as the server writes it and Vite's helper looks it up. */
const CHUNK_PATH = /^\/assets\/[\w.-]+\.js$/

/** The files the server named, or none (a static build, a damaged list); only built chunks' paths. */
export function readPageImports(doc: Document = document): string[] {
  for (const element of doc.querySelectorAll<HTMLScriptElement>('script[type="application/json"]')) {
    if (element.id !== IMPORTS_ELEMENT_ID) continue
    try {
      const value: unknown = JSON.parse(element.textContent || '[]')
      return Array.isArray(value)
        ? value.filter((file): file is string => typeof file === 'string' && CHUNK_PATH.test(file))
        : []
    } catch {
      return []
    }
  }
  return []
}

/** Appends a modulepreload link for each file not announced yet, PER_TASK per task; resolves after the last. */
export async function announcePageImports(files: readonly string[], doc: Document = document): Promise<void> {
  const announced = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  )
  const pending = files.filter((file) => !announced.has(file))
  for (let start = 0; start < pending.length; start += PER_TASK) {
    if (start > 0) await nextTask()
    for (const file of pending.slice(start, start + PER_TASK)) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = file
      doc.head.appendChild(link)
    }
  }
}
