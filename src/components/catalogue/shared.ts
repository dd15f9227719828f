/** Small helpers shared by the catalogue views. */
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { useEffect, useRef, type RefObject } from 'react'
import { DEFAULT_LOCALE } from '@/i18n/locale'
import { i18nFor } from '@/i18n/lingui'

/**
 * Moves focus to the element (usually the page's h1, with tabIndex -1) when `value` changes after
 * the first render: after a pagination link the keyboard and screen reader user starts at the top
 * of the new page instead of on a link that no longer exists.
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown): RefObject<T | null> {
  const ref = useRef<T | null>(null)
  // Compared with the previous value (not "skip the first run"): StrictMode runs effects twice on
  // mount, and that must not move the focus.
  const previous = useRef(value)
  useEffect(() => {
    if (Object.is(previous.current, value)) return
    previous.current = value
    ref.current?.focus({ preventScroll: true })
  }, [value])
  return ref
}

/**
 * 'Showing 21–40 of 45 products', or null when the total is unknown or there is nothing; in the
 * language of `i18n` (English by default), its digits still ASCII (the views localize them).
 */
export function rangeSummary(
  page: number,
  perPage: number | null,
  count: number,
  total: number | null,
  i18n: I18n = i18nFor(DEFAULT_LOCALE),
): string | null {
  if (total === null || total <= 0 || count <= 0) return null
  const size = perPage && perPage > 0 ? perPage : count
  const from = (page - 1) * size + 1
  const to = Math.min(total, from + count - 1)
  const all = String(total)
  const first = String(from)
  const last = String(to)
  return i18n._(
    from === 1 && to === total
      ? msg`${plural(total, { one: `${all} product`, other: `${all} products` })}`
      : msg`${plural(total, {
          one: `Showing ${first}–${last} of ${all} product`,
          other: `Showing ${first}–${last} of ${all} products`,
        })}`,
  )
}
