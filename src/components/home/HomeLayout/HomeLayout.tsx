import { type CSSProperties, type ReactNode } from 'react'
import { useNearViewport } from '@/lib/useNear'
import styles from './HomeLayout.module.css'

/** The home page's column of sections, evenly spaced. */
export function HomeLayout({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>
}

/** Sections that belong together (the top and small banners), closer to each other. */
export function SectionGroup({ children }: { children: ReactNode }) {
  return <div className={styles.group}>{children}</div>
}

export interface BelowTheFoldProps {
  /** Height reserved until the section is there, e.g. '11rem'. */
  minHeight: string
  /** Renders the section once it is near; `placeholder` is its fallback while its code loads. */
  children: (placeholder: ReactNode) => ReactNode
}

/** Space kept for sections below the fold while their code loads (a Suspense fallback). */
export function BelowTheFoldReserve({ minHeight }: { minHeight: string }) {
  const reserve = { '--reserve': minHeight } as CSSProperties
  return <div className={styles.reserve} style={reserve} data-deferred="" />
}

/**
 * A section below the fold whose code loads on demand (an `onDemand` component): it is rendered,
 * and so starts loading, when it comes within 400 px of the viewport; until it is there its
 * space is reserved.
 */
export function BelowTheFold({ minHeight, children }: BelowTheFoldProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>()
  const placeholder = <BelowTheFoldReserve minHeight={minHeight} />
  return <div ref={ref}>{near ? children(placeholder) : placeholder}</div>
}
