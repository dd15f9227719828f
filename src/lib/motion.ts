/**
 * The shopper's wish for less motion, as one media query: CSS follows it in src/styles/global.css;
 * scripts that move things (the carousels' autoplay, the cart summary's counting) ask here.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** Whether the shopper asked the system for less motion, now (false on the server). */
export function prefersReducedMotion(): boolean {
  try {
    return !import.meta.env.SSR && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true
  } catch {
    return false
  }
}
