/**
 * Timing helpers of the home sections (UI only: no data). Carousels are server-rendered scroll-snap
 * strips; an autoplaying one attaches Swiper once the page has loaded, in idle time, so Swiper's code
 * never competes with the first paint, hydration or the top banner (the LCP image).
 */
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react'

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
  const near = useNear(ref, margin)
  return { ref, near }
}

/** True once the element behind `ref` is within `margin` of the viewport; stays true. */
export function useNear(ref: RefObject<Element | null>, margin = '400px'): boolean {
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
  }, [near, margin, ref])
  return near
}

/**
 * Runs `task` when the main thread is idle (at most `timeout` ms later); returns a cancel function.
 * Each call is a task of its own.
 */
export function onIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 50)
  return () => window.clearTimeout(handle)
}
