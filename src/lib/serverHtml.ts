import { createContext, useContext, useMemo, useState } from 'react'
import { useHydrated } from './hydrated'

/** True inside the server's render (src/server/render.tsx provides it). */
export const ServerRenderContext = createContext(false)

/**
 * Server HTML (descriptions, pages, job posts) made safe by `prepare` (which sanitises), with one
 * exception: what the server already prepared and rendered is adopted by hydration as it is in
 * the document, not parsed and sanitised again (it is the same HTML, and parsing hostile HTML in
 * the page costs time and makes the browser report the handlers its policy blocks). Then `html`
 * is null and the element is rendered with `dangerouslySetInnerHTML={{ __html: '' }}` and
 * `suppressHydrationWarning`: React keeps the server's content. A later change of `raw` is
 * prepared as usual. `prepare` must be a stable function.
 */
export function useServerHtml(raw: string, prepare: (raw: string) => string): { html: string | null } {
  const onServer = useContext(ServerRenderContext)
  const hydrated = useHydrated()
  // The raw HTML this element was hydrated with (null: it was not hydrated).
  const [adopted] = useState(() => (!onServer && !hydrated ? raw : null))
  const keep = adopted !== null && adopted === raw
  const html = useMemo(() => (keep ? null : prepare(raw)), [keep, raw, prepare])
  return { html }
}

/**
 * Text the server derived from server HTML and wrote into the document (a product's meta
 * description), adopted by hydration from the document instead of derived again: deriving it
 * sanitises and parses the HTML, which was the larger part of a product page's longest hydration
 * task (docs/perf.md). `read` finds it in the document (null: not there); `derive` makes it
 * otherwise: on the server, after hydration, or once `source` (what the text is derived from) has
 * changed. Like useServerHtml, it follows useHydrated, so the component that calls it renders
 * again when hydration ends: call it in a small one.
 */
export function useServerText(source: string, derive: () => string, read: () => string | null): string {
  const onServer = useContext(ServerRenderContext)
  const hydrated = useHydrated()
  const [adopted] = useState(() => (!onServer && !hydrated ? { source, text: read() } : null))
  return adopted !== null && adopted.text !== null && adopted.source === source ? adopted.text : derive()
}
