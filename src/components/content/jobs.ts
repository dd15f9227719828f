/** Job post helpers: the mail link, the card excerpt and the application deadline as a shopper reads it. */
import { isEmail } from '@/lib/email'
import { memoizeText } from '@/lib/memo'
import { excerpt, parseHtmlDocument, sanitizeHtml } from '@/lib/sanitize'

/** The card excerpt length (spec 001 s9). */
export const JOB_EXCERPT_LENGTH = 150

/** Block starts and ends and line breaks: the plain text needs a space there. */
const BLOCK_EDGE =
  /<\/?(?:p|div|h[1-6]|ul|ol|li|dl|dt|dd|blockquote|pre|table|tr|td|th|section|article)\b[^>]*>|<br\s*\/?>/gi

/**
 * 150 characters of the description as plain text (tags and scripts gone), cut at a word.
 * `htmlToText` joins blocks without a space ('…by phone.Requirements'), so a space is put at each
 * block edge first (the whitespace is collapsed again).
 */
export function jobExcerpt(description: string | null | undefined): string {
  return excerpt((description ?? '').replace(BLOCK_EDGE, ' $& '), JOB_EXCERPT_LENGTH)
}

/** Apply by mail: a mailto link to the shop with the job in the subject, or null without a valid address. */
export function applyByMailHref(email: string | null | undefined, jobTitle: string): string | null {
  const to = (email ?? '').trim()
  if (!isEmail(to)) return null
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the subject of the mail the shop receives
  return `mailto:${to}?subject=${encodeURIComponent(`Application for ${jobTitle}`)}`
}

export interface Deadline {
  /** For `<time dateTime>`: YYYY-MM-DD. */
  iso: string
  /** '31 December 2026'. */
  text: string
}

/**
 * The application deadline (last_date, 'YYYY-MM-DD' with or without a time) as a calendar date,
 * formatted with Intl (day month year, as read in Bangladesh). Null when missing or unreadable.
 */
export function formatDeadline(value: string | null | undefined, locale = 'en-GB'): Deadline | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec((value ?? '').trim())
  if (!match) return null
  const [, y, m, d] = match
  const year = Number(y)
  const month = Number(m)
  const day = Number(d)
  // A calendar date, not an instant: built in UTC and formatted in UTC so no time zone shifts it.
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  const text = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
  return { iso: `${y}-${m}-${d}`, text }
}

/**
 * A job description as safe HTML that fits the page's outline: sanitised (src/lib/sanitize.ts),
 * its headings renumbered under the page's h1 (the shop writes h4 for 'Requirements'): the
 * shop's levels keep their order, the first heading is an h2 and no heading is more than one
 * level below the one before it. Images without a text alternative are marked decorative.
 */
export function jobDescriptionHtml(html: string | null | undefined): string {
  return html ? jobDescriptionOnce(html) : ''
}

const jobDescriptionOnce = memoizeText((html: string): string => {
  const safe = sanitizeHtml(html)
  if (!safe) return ''
  const doc = parseHtmlDocument(`<body>${safe}</body>`)
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
  const headings = Array.from(doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6'))
  const levelOf = (heading: Element) => Number(heading.tagName[1])
  const distinct = [...new Set(headings.map(levelOf))].sort((a, b) => a - b)
  let previous = 1
  for (const heading of headings) {
    const level = Math.min(2 + distinct.indexOf(levelOf(heading)), previous + 1, 6)
    previous = level
    if (level === levelOf(heading)) continue
    const replacement = doc.createElement(`h${level}`)
    replacement.append(...Array.from(heading.childNodes))
    heading.replaceWith(replacement)
  }
  for (const img of Array.from(doc.body.querySelectorAll('img:not([alt])'))) img.setAttribute('alt', '')
  return doc.body.innerHTML
})
