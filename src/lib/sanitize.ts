/**
 * Server HTML (product descriptions, pages, job posts) is sanitised here and only here before it
 * is rendered. Scripts, event handlers, javascript: URLs, forms and embeds never survive.
 */
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify'
import { memoizeText } from './memo'

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
]

/** The window DOMPurify works in: the page's, or the server's DOM (jsdom) set at its start-up. */
let domWindow: (WindowLike & { DOMParser: typeof DOMParser }) | null = null
let purifier: Purifier | null = null

/**
 * For server rendering: sanitise with this window's DOM (the server passes a jsdom window), so
 * the server's HTML and the browser's agree. Call before the first sanitising.
 */
export function setSanitizerWindow(window: WindowLike & { DOMParser: typeof DOMParser }): void {
  domWindow = window
  purifier = null
}

function currentWindow(): WindowLike & { DOMParser: typeof DOMParser } {
  if (domWindow) return domWindow
  if (typeof window === 'undefined') throw new Error('No DOM to sanitise with: call setSanitizerWindow() first')
  return window
}

function getPurifier(): Purifier {
  if (purifier) return purifier
  const instance = DOMPurify(currentWindow())
  // Links from server HTML open safely in a new tab.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank')
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an attribute value
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  purifier = instance
  return instance
}

// The same descriptions and pages come again and again (on the server, for every visitor).
const sanitizeOnce = memoizeText((html) =>
  getPurifier().sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style'], USE_PROFILES: { html: true } }),
)

/** Safe HTML for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitizeOnce(html)
}

/**
 * A document of `html` made by DOMParser in the page's DOM, or the server's: no script in it runs
 * (Chromium may still fetch its images, and reports the inline handlers its policy blocks). For
 * reading or reshaping server HTML; what reaches the page still goes through sanitizeHtml.
 */
export function parseHtmlDocument(html: string): Document {
  return new (currentWindow().DOMParser)().parseFromString(html, 'text/html')
}

const textOnce = memoizeText((html) => {
  const safe = sanitizeHtml(html)
  if (!safe) return ''
  // Block boundaries become spaces, so '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
  const spaced = safe.replace(
    /<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|td|th|ul|ol|dt|dd|section|article|blockquote|pre|table)>/gi,
    '$& ',
  )
  const doc = parseHtmlDocument(spaced)
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
})

/** Plain text of server HTML (excerpts, meta descriptions), whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  return textOnce(html)
}

/** The first `max` characters of the plain text, cut at a word and marked with an ellipsis. */
export function excerpt(html: string | null | undefined, max: number): string {
  const text = htmlToText(html)
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}
