import { useEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from '@/lib/motion'

export const AMOUNT_ANIMATION_MS = 600

/** Ease-out cubic: quick start, gentle landing. */
function easeOut(t: number): number {
  return 1 - (1 - t) ** 3
}

/**
 * The value to show while `target` changes: it runs from the value shown to the new target over
 * `duration` ms (spec 000 s9: 600 ms); under prefers-reduced-motion it jumps at once. The first
 * render shows the target (nothing to animate from).
 */
export function useAnimatedNumber(target: number, duration: number = AMOUNT_ANIMATION_MS): number {
  const [shown, setShown] = useState(target)
  const shownRef = useRef(target)

  useEffect(() => {
    const from = shownRef.current
    if (from === target) return
    const show = (value: number) => {
      shownRef.current = value
      setShown(value)
    }
    if (duration <= 0 || prefersReducedMotion()) {
      show(target)
      return
    }
    let frame = 0
    let start: number | null = null
    const step = (now: number) => {
      start ??= now
      const progress = Math.min(1, (now - start) / duration)
      show(progress >= 1 ? target : from + (target - from) * easeOut(progress))
      if (progress < 1) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [target, duration])

  return shown
}
