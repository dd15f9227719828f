import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False while the server renders and while the browser hydrates that HTML, true from the first
 * render after hydration (and always true in a page rendered in the browser only). Per-visitor
 * parts (session, cart, wishlist: they live in this browser's storage) render their real state
 * only once this is true, so the HTML and the hydration render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
