/**
 * The HTML document of a server-rendered page, from the built index.html (the template: its
 * entry script, stylesheet and the entry's modulepreload hints, as Vite wrote them) and the
 * render: the head tags React hoisted (title, meta, image preloads), the page's own stylesheets
 * and script hints, the markup of #root and the data the browser hydrates with.
 */
import { EARLY_TAPS_SCRIPT } from '@/app/ssr/earlyTaps'
import { PAYLOAD_ELEMENT_ID, type SsrPayload } from '@/app/ssr/payload'
import type { Locale } from '@/i18n/locale'
import { scriptSafeJson } from '@/lib/scriptJson'

/** Where index.html takes what the server adds. */
export const HEAD_MARK = '<!--app-head-->'
export const ROOT_MARK = '<!--app-html-->'
export const DATA_MARK = '<!--app-data-->'
/**
 * Where a page's own scripts to run before the entry go in the starter's list, between the entry's
 * imports and the entry (prepareTemplate in ./template, pageRunScripts in ./manifest).
 */
export const PAGE_SCRIPTS_MARK = '/*page-scripts*/'

/**
 * React renders the head tags of a tree it does not render `<head>` for (React 19's hoisted
 * `<title>`, `<meta>`, `<link>`) at the start of its output. This splits them off, so they go
 * into the document's head, where the browser's React finds and adopts them.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  const tag = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title\b[^>]*>[^<]*<\/title>|<base\b[^>]*>)/
  let rest = html
  let head = ''
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    head += match[0]
    rest = rest.slice(match[0].length)
  }
  return { head, body: rest }
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }

export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char)
}

/** Adds the nonce to every `<script` of the template (scripts the policy must allow). */
function withNonce(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\bnonce=)/g, `<script nonce="${escapeAttribute(nonce)}"`)
}

export interface DocumentParts {
  /** The built index.html with HEAD_MARK and ROOT_MARK. */
  template: string
  /** Head tags React hoisted (from splitHoisted). */
  hoisted: string
  /** Styles and script hints of the page's chunks: last in the head, after index.html's own styles. */
  assets: string
  /** Chunks to announce once the HTML has been read (LATE_PRELOADS_SCRIPT); none by default. */
  lateScripts?: readonly string[]
  /** Chunks the starter runs before the entry, one per task (PAGE_SCRIPTS_MARK); none by default. */
  runScripts?: readonly string[]
  /** The markup of #root. */
  body: string
  /** Null: no payload (the browser renders the page itself). */
  payload: SsrPayload | null
  nonce: string
  /** The content is in the HTML: index.html's "needs JavaScript" notice is dropped. */
  contentRendered: boolean
  /** The page's language: `<html lang>`. */
  lang: Locale
}

/**
 * Announces chunks with `<link rel="modulepreload">`, four per task, from a timer: after the HTML
 * has been read (the first screen's requests go first) and before the page's own import asks for
 * them, so Vite's preload helper finds each link there and appends none in that task (it appends
 * one per file in one piece: 17-84 ms at 4x CPU for checkout's 17, docs/perf.md). The helper
 * looks a link up by its `href` attribute, which is the file's path from the root, as here. A
 * file linked already (the entry's starter announces the files it runs: decision 0074) is skipped.
 */
export const LATE_PRELOADS_SCRIPT = `(function(f){var i=0;function n(){for(var k=0;k<4&&i<f.length;k++){var h=f[i++];if(document.querySelector('link[href="'+h+'"]'))continue;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}if(i<f.length)setTimeout(n)}setTimeout(n)})`

export function renderDocument({
  template,
  hoisted,
  assets,
  lateScripts = [],
  runScripts = [],
  body,
  payload,
  nonce,
  contentRendered,
  lang,
}: DocumentParts): string {
  let html = template.replace(/<html\b[^>]*>/, (tag) => tag.replace(/\blang="[^"]*"/, `lang="${lang}"`))
  if (contentRendered) html = html.replace(/<noscript>[^<]*<\/noscript>\s*/, '')
  // The page's own title and description replace index.html's defaults: one of each per page.
  if (/<title\b/.test(hoisted)) html = html.replace(/<title\b[^>]*>[^<]*<\/title>\s*/, '')
  if (/<meta\b[^>]*\bname="description"/.test(hoisted))
    html = html.replace(/<meta\b[^>]*\bname="description"[^>]*>\s*/, '')
  html = withNonce(html, nonce).replace(PAGE_SCRIPTS_MARK, () =>
    runScripts.map((file) => `,${scriptSafeJson(`/${file}`)}`).join(''),
  )
  const data =
    (payload
      ? `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}" nonce="${escapeAttribute(nonce)}">${scriptSafeJson(payload)}</script>`
      : '') +
    (lateScripts.length > 0
      ? `<script nonce="${escapeAttribute(nonce)}">${LATE_PRELOADS_SCRIPT}(${scriptSafeJson(lateScripts.map((file) => `/${file}`))})</script>`
      : '')
  // The page's markup goes in last: nothing is searched for inside it (it may hold anything the
  // shop's HTML holds, a mark's text included).
  // First in the head: taps before hydration are kept and replayed (src/app/ssr/earlyTaps.ts).
  const earlyTaps = `<script nonce="${escapeAttribute(nonce)}">${EARLY_TAPS_SCRIPT}</script>`
  return html
    .replace(/<head\b[^>]*>/, (tag) => tag + earlyTaps)
    .replace(DATA_MARK, () => data)
    .replace(HEAD_MARK, () => hoisted)
    .replace('</head>', () => `${assets}</head>`)
    .replace(ROOT_MARK, () => body)
}
