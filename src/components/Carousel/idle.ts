/**
 * When an autoplaying carousel may start (CarouselControls.tsx, loaded after hydration): once the
 * page has loaded and the browser is idle, in an idle slot of its own, so its autoplay never
 * competes with the first paint, hydration or the top banner (the LCP image).
 */
import { useSyncExternalStore } from 'react'
import { afterLoad, whenIdle } from '@/lib/idle'

let loaded = !import.meta.env.SSR && document.readyState === 'complete'
const listeners = new Set<() => void>()

function markLoaded() {
  if (loaded) return
  loaded = true
  for (const listener of listeners) listener()
}

// After the load event, when the main thread is idle (at most 1.5 s later).
if (!import.meta.env.SSR && !loaded) void afterLoad().then(() => whenIdle(markLoaded, 1500, 200))

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once the page has loaded and the browser is idle; stays true. */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  )
}
