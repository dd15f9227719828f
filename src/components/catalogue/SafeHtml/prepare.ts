import { parseHtmlDocument } from '@/lib/sanitize'

/**
 * Server HTML is written for the old site's layout, not for this page's outline:
 * - its headings (an <h4> right under the page's <h2>, an <h3> under the <h1>) are shifted so the
 *   highest one sits at `headingBase`, keeping the shop's relative structure and the page's
 *   heading order for screen readers;
 * - images without an alt text get alt="" (decorative: the text around them says what they are),
 *   so a screen reader does not read out file names.
 */
export function prepareServerHtml(html: string, headingBase: number): string {
  // A DOMParser document is inert: no script runs and no image loads while it is parsed. The
  // result still goes through sanitizeHtml before it reaches the page.
  if (!html) return html
  const doc = parseHtmlDocument(`<body>${html}</body>`)
  let changed = false

  for (const img of Array.from(doc.body.querySelectorAll('img:not([alt])'))) {
    img.setAttribute('alt', '')
    changed = true
  }

  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
  const headings = Array.from(doc.body.querySelectorAll<HTMLHeadingElement>('h1, h2, h3, h4, h5, h6'))
  if (headings.length > 0) {
    const top = Math.min(...headings.map((h) => Number(h.tagName.charAt(1))))
    const shift = Math.min(Math.max(1, headingBase), 6) - top
    if (shift !== 0) {
      changed = true
      for (const heading of headings) {
        const level = Math.min(6, Math.max(1, Number(heading.tagName.charAt(1)) + shift))
        const replacement = doc.createElement(`h${level}`)
        for (const attribute of Array.from(heading.attributes))
          replacement.setAttribute(attribute.name, attribute.value)
        replacement.append(...Array.from(heading.childNodes))
        heading.replaceWith(replacement)
      }
    }
  }
  return changed ? doc.body.innerHTML : html
}
