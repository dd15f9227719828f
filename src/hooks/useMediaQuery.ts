import { useCallback, useSyncExternalStore } from 'react'

/** The mobile layout's query (spec 000 s9: mobile at 768 px and less). */
export const MOBILE_QUERY = '(max-width: 768px)'
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches
}

/**
 * Whether a media query matches now, following its changes. For markup that differs between
 * layouts; the page passes the boolean down as a prop (styles use CSS media queries).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
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
