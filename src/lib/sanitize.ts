/**
 * Server HTML (product descriptions, pages, job posts) is sanitised here and only here before it
 * is rendered. Scripts, event handlers, javascript: URLs, forms and embeds never survive.
 */
import DOMPurify from 'dompurify'

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

let hooked = false
function ensureHooks(): void {
  if (hooked) return
  hooked = true
  // Links from server HTML open safely in a new tab.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
}

/** Safe HTML for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  ensureHooks()
  return DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style'], USE_PROFILES: { html: true } })
}

/** Plain text of server HTML (excerpts, meta descriptions), whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  const safe = sanitizeHtml(html)
  if (!safe) return ''
  // Block boundaries become spaces, so '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
  const spaced = safe.replace(
    /<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|td|th|ul|ol|dt|dd|section|article|blockquote|pre|table)>/gi,
    '$& ',
  )
  const doc = new DOMParser().parseFromString(spaced, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** The first `max` characters of the plain text, cut at a word and marked with an ellipsis. */
export function excerpt(html: string | null | undefined, max: number): string {
  const text = htmlToText(html)
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}
