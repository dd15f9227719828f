/**
 * What the server hands the browser with a server-rendered page, so the first client render
 * matches the HTML (no hydration mismatch) and nothing is fetched twice: the SWR answers the page
 * was rendered with, and the layout (phone or desktop) it was rendered for.
 *
 * It travels as JSON in `<script type="application/json" id="ssr-data" nonce>`: data, not code.
 * The JSON is escaped (src/lib/scriptJson.ts, by src/server/html.ts) so that no value (a product name holding `</script>`, `<!--` or U+2028)
 * can end the element or be read as markup.
 */
import type { SerializedSWRState } from './swrHydration'

export const PAYLOAD_ELEMENT_ID = 'ssr-data'

/**
 * The page's data element: the JSON script element with the id, never the first element with the
 * id. Server HTML in the page (a product description) may carry `id="ssr-data"` and comes before
 * it, but sanitising never lets a script element through (src/lib/sanitize.ts), so it cannot pose
 * as this one. (Looked up by type then id: some selector engines answer `script#id` from the
 * first element with the id only.)
 */
export function payloadElement(doc: Document = document): HTMLScriptElement | null {
  for (const element of doc.querySelectorAll<HTMLScriptElement>('script[type="application/json"]')) {
    if (element.id === PAYLOAD_ELEMENT_ID) return element
  }
  return null
}

export interface SsrPayload {
  /** SWR cache entries (serialized key, state) the page was rendered with. */
  swr: Array<[string, SerializedSWRState]>
  /** The layout the server rendered: true = the phone layout (768 px and less). */
  mobile: boolean
  /** The shop's public origin, for absolute URLs (share links). */
  origin: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads the payload from a parsed JSON value; anything unexpected reads as "no payload". */
export function parsePayload(value: unknown): SsrPayload | null {
  if (!isRecord(value) || !Array.isArray(value.swr) || typeof value.mobile !== 'boolean') return null
  if (typeof value.origin !== 'string') return null
  const swr: SsrPayload['swr'] = []
  for (const entry of value.swr) {
    if (Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && isRecord(entry[1])) {
      swr.push([entry[0], entry[1] as SerializedSWRState])
    }
  }
  return { swr, mobile: value.mobile, origin: value.origin }
}

/** The payload of a server-rendered page, or null (a static build, or a damaged payload). */
export function readPayload(doc: Document = document): SsrPayload | null {
  const element = payloadElement(doc)
  if (!element?.textContent) return null
  try {
    return parsePayload(JSON.parse(element.textContent))
  } catch (error) {
    console.error('[ssr] the page data could not be read', error)
    return null
  }
}
