import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import styles from './NavigationProgress.module.css'

export interface NavigationProgressProps {
  /** A page (its code or its data) is loading after a click. */
  active: boolean
  /** Shown only when loading takes longer than this, so a quick page change does not flash. */
  delayMs?: number
}

/** The text announced to screen readers and the progress bar's name (a descriptor: t(label)). */
export const NAVIGATION_PROGRESS_LABEL = msg`Loading the page`

/**
 * A slim bar fixed at the top of the window while the next page loads (decision 0032): no layout
 * shift, announced politely ('Loading the page'), and still (a full, paler bar) when the shopper
 * prefers reduced motion.
 */
export function NavigationProgress({ active, delayMs = 200 }: NavigationProgressProps) {
  const { t } = useLingui()
  const [late, setLate] = useState(false)
  const [wasActive, setWasActive] = useState(active)
  // A new loading period starts hidden again.
  if (wasActive !== active) {
    setWasActive(active)
    setLate(false)
  }
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setLate(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])

  const shown = active && late
  return (
    // Always in the page, so screen readers announce what appears in it (role status is polite).
    <div className={styles.region} role="status">
      {shown && (
        <>
          <div className={styles.bar} role="progressbar" aria-label={t(NAVIGATION_PROGRESS_LABEL)} />
          <span className="visually-hidden">{t`Loading the page…`}</span>
        </>
      )}
    </div>
  )
}
