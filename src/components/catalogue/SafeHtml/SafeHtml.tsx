import { useCallback } from 'react'
import { useServerHtml } from '@/lib/hydrated'
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
export function SafeHtml({ html, headingBase = 3, className }: SafeHtmlProps) {
  // Prepared (headings, alt texts) in an inert DOMParser document; sanitising comes last, right before the DOM.
  const prepare = useCallback((raw: string) => sanitizeHtml(prepareServerHtml(raw, headingBase)), [headingBase])
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
