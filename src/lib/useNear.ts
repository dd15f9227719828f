/** Is an element near the viewport yet (UI only: no data), for parts whose code or work waits for it. */
import { useEffect, useRef, useState, type RefObject } from 'react'

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
