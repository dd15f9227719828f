/**
 * Timing helpers of the home sections (UI only: no data). Carousels start as static markup with
 * the same layout as their first view and become Swiper carousels once the page has loaded, so
 * Swiper's code never competes with the first paint or the top banner (the LCP image).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

let loaded = typeof document !== 'undefined' && document.readyState === 'complete'
const listeners = new Set<() => void>()

function markLoaded() {
  if (loaded) return
  loaded = true
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined' && !loaded) {
  window.addEventListener(
    'load',
    () => {
      // After the load event, when the main thread is idle (at most 1.5 s later).
      if ('requestIdleCallback' in window) window.requestIdleCallback(markLoaded, { timeout: 1500 })
      else setTimeout(markLoaded, 200)
    },
    { once: true },
  )
}

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

/**
 * True once the element is within `margin` of the viewport (or when IntersectionObserver is
 * missing); stays true. For sections below the fold whose code loads on demand.
 */
export function useNearViewport<E extends Element>(margin = '400px') {
  const ref = useRef<E>(null)
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])
  return { ref, near }
}
