/**
 * A carousel's autoplay before the shopper touches it (issue 25): a timer that scrolls the strip
 * (Carousel.tsx) to its next slide every `delay` ms and back to the first after the last, as
 * Swiper's autoplay does, so the page needs no Swiper code until the shopper uses the carousel
 * (CarouselControls.tsx then attaches Swiper, which takes over). It waits while the mouse is over
 * the slides, while anything in the carousel has keyboard focus, while a finger is on the strip and
 * while the page is hidden, and starts a full delay again afterwards. The caller never starts it
 * for a shopper who prefers reduced motion; the stop button stops it (WCAG 2.2.2).
 */
import { scrollBySlide } from './scrollStrip'

export interface StripAutoplay {
  /** Stops it (the stop button); `start` plays again. */
  stop: () => void
  start: () => void
  /** Stops it for good and removes its listeners (Swiper took over, or the carousel is gone). */
  destroy: () => void
}

type Reason = 'hover' | 'focus' | 'touch' | 'hidden'

/**
 * Plays `strip`, whose region is `region` and whose slides' frame is `viewport`; `running` says
 * whether it starts playing (false when the shopper already pressed stop).
 */
export function stripAutoplay(
  region: HTMLElement,
  viewport: HTMLElement,
  strip: HTMLElement,
  { delay, running: startRunning }: { delay: number; running: boolean },
): StripAutoplay {
  let running = startRunning
  let timer: number | undefined
  const paused = new Set<Reason>()
  const listening = new AbortController()
  const { signal } = listening

  const schedule = () => {
    window.clearTimeout(timer)
    timer = running && paused.size === 0 ? window.setTimeout(advance, delay) : undefined
  }
  function advance() {
    scrollBySlide(strip, 1, { rewind: true, reducedMotion: false })
    schedule()
  }
  const pause = (reason: Reason) => {
    paused.add(reason)
    schedule()
  }
  const resume = (reason: Reason) => {
    if (paused.delete(reason)) schedule()
  }

  viewport.addEventListener(
    'pointerenter',
    (event) => {
      if (event.pointerType === 'mouse') pause('hover')
    },
    { signal },
  )
  viewport.addEventListener(
    'pointerleave',
    (event) => {
      if (event.pointerType === 'mouse') resume('hover')
    },
    { signal },
  )
  viewport.addEventListener(
    'pointerdown',
    (event) => {
      if (event.pointerType !== 'mouse') pause('touch')
    },
    { signal, passive: true },
  )
  for (const type of ['pointerup', 'pointercancel'])
    viewport.addEventListener(type, () => resume('touch'), { signal, passive: true })
  region.addEventListener('focusin', () => pause('focus'), { signal })
  region.addEventListener(
    'focusout',
    (event) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) resume('focus')
    },
    { signal },
  )
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') pause('hidden')
      else resume('hidden')
    },
    { signal },
  )
  if (viewport.matches(':hover')) paused.add('hover')
  if (region.contains(document.activeElement)) paused.add('focus')
  if (document.visibilityState === 'hidden') paused.add('hidden')
  schedule()

  return {
    stop: () => {
      running = false
      schedule()
    },
    start: () => {
      running = true
      schedule()
    },
    destroy: () => {
      running = false
      listening.abort()
      schedule()
    },
  }
}
