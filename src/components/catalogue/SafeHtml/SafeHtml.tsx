import { memoizeText } from '@/lib/memo'
import { useServerHtml } from '@/lib/serverHtml'
import { sanitizeHtml } from '@/lib/sanitize'
import { prepareServerHtml } from './prepare'
import styles from './SafeHtml.module.css'

export interface SafeHtmlProps {
  /** HTML from the server (product descriptions, content pages). */
  html: string
  /** The level the HTML's highest heading becomes (one below the section's own heading). */
  headingBase?: number
  className?: string
}

/**
 * Server HTML, always through sanitizeHtml (src/lib/sanitize.ts): no script, event handler,
 * javascript: URL, form or embed from the server ever reaches the DOM. On a server-rendered page
 * hydration keeps what the server sanitised (useServerHtml). Blank HTML renders nothing.
 */
/** Prepared (headings, alt texts) in a DOMParser document, then sanitised; remembered per heading level. */
const preparers = new Map<number, (raw: string) => string>()
function preparerFor(headingBase: number): (raw: string) => string {
  let prepare = preparers.get(headingBase)
  if (!prepare) {
    prepare = memoizeText((raw) => sanitizeHtml(prepareServerHtml(raw, headingBase)))
    preparers.set(headingBase, prepare)
  }
  return prepare
}

export function SafeHtml({ html, headingBase = 3, className }: SafeHtmlProps) {
  const prepare = preparerFor(headingBase)
  const { html: safe } = useServerHtml(html, prepare)
  if (!html.trim()) return null
  return (
    <div
      className={[styles.html, className].filter(Boolean).join(' ')}
      // Sanitised (above, or by the server for the HTML hydration adopts); the one way server HTML is rendered.
      dangerouslySetInnerHTML={{ __html: safe ?? '' }}
      suppressHydrationWarning={safe === null}
    />
  )
}
