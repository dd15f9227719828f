import { lazy, Suspense } from 'react'
import type { PageLink, SiteMeta } from '@/api/entities'
import styles from './Footer.module.css'

export interface FooterProps {
  /** The site metadata (GET /api/v2/tags); null while it loads or when it failed. */
  meta: SiteMeta | null
  /**
   * The metadata call failed: the footer shows what it has without it (pages, categories,
   * payment partners) instead of the loading placeholder.
   */
  metaFailed?: boolean
  /** Informational pages (GET /api/all-pages), the important links; empty while loading or failed. */
  pages?: readonly PageLink[]
}

// The footer's links and columns: their own chunk (below the fold); a server-rendered page
// hydrates them when it arrives.
const FooterContent = lazy(() => import('./FooterContent').then((module) => ({ default: module.FooterContent })))

function FooterPlaceholder() {
  return (
    <div className={styles.columns} aria-hidden="true" data-testid="footer-placeholder">
      {[4, 4, 5, 8, 3].map((lines, column) => (
        <div key={column} className={column === 0 ? styles.about : undefined}>
          <div className={`${styles.bone} ${styles.boneHeading}`} />
          {Array.from({ length: lines }, (_, line) => (
            <div key={line} className={`${styles.bone} ${styles.boneLine}`} />
          ))}
        </div>
      ))}
    </div>
  )
}

/**
 * The site footer (spec 000 "Shell layout"): description, phone, WhatsApp, email, CEO contact,
 * important links (the shop's pages, to /page/{slug}), the fixed categories, social and app-store
 * links, the payment partners image and the copyright. While the metadata loads it keeps its
 * height with a placeholder, so the page does not jump when it arrives; if the metadata call
 * failed it shows the rest without it.
 */
export function Footer({ meta, metaFailed = false, pages = [] }: FooterProps) {
  const loading = meta === null && !metaFailed
  return (
    <footer className={styles.footer} aria-busy={loading ? true : undefined}>
      <div className={styles.inner}>
        {loading ? (
          <FooterPlaceholder />
        ) : (
          <Suspense fallback={<FooterPlaceholder />}>
            <FooterContent meta={meta} pages={pages} />
          </Suspense>
        )}
      </div>
    </footer>
  )
}
