/**
 * Hostile input for every field that carries server text or HTML, from the OWASP XSS Filter
 * Evasion Cheat Sheet (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html)
 * plus a few mutation-XSS classics. Each one, if it ever ran, would set `window.__xss` (or open a
 * dialog): tests assert the marker stays unset. Shared by the browser tests and anyone else.
 */

/** The global a payload sets when it runs. */
export const XSS_MARKER = '__xss'

const RUN = `window.${XSS_MARKER}=1`

/** HTML / text payloads: put into names, titles, descriptions, page and job bodies. */
export const XSS_HTML_PAYLOADS: readonly string[] = [
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=data:text/javascript,${RUN}></SCRIPT>`,
  `<img src=x onerror="${RUN}">`,
  `<IMG SRC="javascript:${RUN};">`,
  `<IMG SRC=JaVaScRiPt:${RUN}>`,
  `<IMG """><SCRIPT>${RUN}</SCRIPT>">`,
  `<a href="javascript:${RUN}">link</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">entities</a>`,
  `<a href="jav&#x09;ascript:${RUN}">embedded tab</a>`,
  `<a href=" &#14;  javascript:${RUN}">leading junk</a>`,
  `<svg/onload=${RUN}>`,
  `<svg><script>${RUN}</script></svg>`,
  `<BODY ONLOAD=${RUN}>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">`,
  `<input autofocus onfocus=${RUN}>`,
  `<details open ontoggle=${RUN}>`,
  `<div style="background-image: url(javascript:${RUN})">style</div>`,
  `<form><button formaction="javascript:${RUN}">go</button></form>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${RUN};">`,
  `<BASE HREF="javascript:${RUN}//">`,
  `<<SCRIPT>${RUN}//<</SCRIPT>`,
  `"><script>${RUN}</script>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
]

/** Link payloads: put into server-provided hrefs (banners, menus, popup, social links). */
export const XSS_URL_PAYLOADS: readonly string[] = [
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  ` javascript:${RUN}`,
  `java\tscript:${RUN}`,
  `java\nscript:${RUN}`,
  `&#106;avascript:${RUN}`,
  `javascript&colon;${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  `vbscript:msgbox(1)`,
  `\u0001javascript:${RUN}`,
]

/** Schemes that must never reach an href/src/action in the DOM. */
export const DANGEROUS_URL = /^\s*(?:javascript|vbscript|data:text\/html|data:text\/javascript)/i

/** The scheme a browser would see once it strips tabs, newlines and C0 controls from a URL. */
export function normalisedUrl(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (code <= 0x20 || char === '\t' || char === '\n' || char === '\r') continue
    out += char
  }
  return out
}
