import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'
import { REDUCED_MOTION_QUERY } from '@/lib/motion'

/** The mobile layout's query (spec 000 s9: mobile at 768 px and less). */
export const MOBILE_QUERY = '(max-width: 768px)'

function matches(query: string): boolean {
  return !import.meta.env.SSR && typeof window.matchMedia === 'function' && window.matchMedia(query).matches
}

/**
 * The layout a server-rendered page was drawn for (from the request: phone or not), so hydration
 * draws the same markup; the real media query takes over right after hydration. Without a
 * provider (a page rendered in the browser only) the server snapshot is never used.
 */
export const LayoutHintContext = createContext<{ mobile: boolean }>({ mobile: false })

/**
 * Whether a media query matches now, following its changes. For markup that differs between
 * layouts; the page passes the boolean down as a prop (styles use CSS media queries).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (import.meta.env.SSR || typeof window.matchMedia !== 'function') return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const hint = useContext(LayoutHintContext)
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => (query === MOBILE_QUERY ? hint.mobile : false),
  )
}

/** True at 768 px and narrower. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY)
}

/** True when the shopper asked the system for less motion (carousels then do not autoplay). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY)
}
