import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/layout/icons'
import { useNear } from '@/lib/useNear'
import { whenIdle } from '@/lib/idle'
import { usePageLoaded } from './idle'
import type { AttachedSwiper } from './attachSwiper'
import { scrollBySlide, scrollRange } from './scrollStrip'
import { stripAutoplay, type StripAutoplay } from './stripAutoplay'
import type { CarouselKind } from './Carousel'

import styles from './Carousel.module.css'

/** One step of the autoplay's start in an idle slot of its own (soon after where idle callbacks are missing). */
const idleStep = (task: () => void) => whenIdle(task, 2000, 50)

/**
 * Resolves once the pointer now down is lifted (or its press cancelled), wherever that happens,
 * and the frame after it is painted (a task queued from the next frame's callbacks). Not
 * src/lib/idle.ts' afterNextPaint: importing it here made the first visit's entry export it.
 */
function pressEnded(): Promise<void> {
  return new Promise((resolve) => {
    const ended = new AbortController()
    const end = () => {
      ended.abort()
      requestAnimationFrame(() => setTimeout(resolve))
    }
    for (const type of ['pointerup', 'pointercancel'])
      window.addEventListener(type, end, { capture: true, passive: true, signal: ended.signal })
  })
}

export interface CarouselControlsProps {
  label: string
  /** Swiper's element (the strip's parent). */
  viewport: RefObject<HTMLDivElement | null>
  /** The scrolling strip of slides. */
  strip: RefObject<HTMLDivElement | null>
  kind: CarouselKind
  spaceBetween: number
  /** Autoplay delay in ms; null for none (none under reduced motion). */
  autoplayMs: number | null
  rewind: boolean
  reducedMotion: boolean
}

/**
 * The controls of a carousel (Carousel.tsx), loaded after hydration: previous/next arrows and, when
 * it autoplays, the stop button, which also starts the autoplay. Only these re-render as the strip
 * scrolls or the button is pressed; the slides never do.
 */
export function CarouselControls({ autoplayMs, ...props }: CarouselControlsProps) {
  return (
    <>
      {autoplayMs !== null && <AutoplayToggle {...props} delay={autoplayMs} />}
      <Arrows {...props} />
    </>
  )
}

/**
 * The stop/restart button, and what plays the carousel. Once the page has loaded and the carousel
 * is near the viewport, in idle time, the strip plays by itself (stripAutoplay.ts: a timer, no
 * Swiper). Swiper comes at the shopper's first press, key or focus in the carousel: its chunk loads
 * at once and, in an idle slot of its own, it attaches to the strip and takes the autoplay over.
 */
function AutoplayToggle({
  label,
  viewport,
  strip,
  kind,
  spaceBetween,
  delay,
  rewind,
}: Omit<CarouselControlsProps, 'autoplayMs'> & { delay: number }) {
  const { t } = useLingui()
  const [stopped, setStopped] = useState(false)
  const swiper = useRef<AttachedSwiper | null>(null)
  const autoplay = useRef<StripAutoplay | null>(null)
  // Read when the autoplay starts and when Swiper attaches: pressed before that, it starts stopped.
  const stoppedRef = useRef(false)
  const loaded = usePageLoaded()
  const near = useNear(viewport, '200px')

  // The strip's own autoplay, until Swiper takes over.
  useEffect(() => {
    const element = viewport.current
    const slides = strip.current
    const region = element?.parentElement
    if (!loaded || !near || !element || !slides || !region || swiper.current || autoplay.current) return
    const cancel = idleStep(() => {
      if (swiper.current || autoplay.current) return
      performance.mark('carousel:autoplay-start')
      autoplay.current = stripAutoplay(region, element, slides, { delay, running: !stoppedRef.current })
    })
    return cancel
  }, [loaded, near, viewport, strip, delay])

  // Swiper at the shopper's first press, key or focus in the carousel.
  useEffect(() => {
    const element = viewport.current
    const slides = strip.current
    const region = element?.parentElement
    if (!element || !slides || !region) return
    let cancelled = false
    let cancelAttach = () => undefined as void
    const listening = new AbortController()
    const attach = (event: Event) => {
      listening.abort()
      performance.mark('carousel:swiper-intent')
      // A press: Swiper's chunk is fetched, and Swiper attached, once the press has ended and its
      // answer is painted. (Attached in the idle time between a tap's pointerdown and its click,
      // its ~70 ms at 4x CPU delayed the click; fetched at the pointerdown, the preload helper's
      // <link>s did: Add to Cart on a card, docs/perf.md.)
      const press = event.type === 'pointerdown' ? pressEnded() : Promise.resolve()
      press
        .then(() => import('./attachSwiper'))
        .then(
          ({ attachSwiper }) => {
            if (cancelled) return
            cancelAttach = idleStep(() => {
              if (cancelled || swiper.current) return
              autoplay.current?.destroy()
              autoplay.current = null
              swiper.current = attachSwiper(element, slides, {
                kind,
                spaceBetween,
                delay,
                rewind,
                stopped: stoppedRef.current,
              })
            })
          },
          (error: unknown) => console.error('A part of the page could not be loaded', error),
        )
    }
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      region.addEventListener(type, attach, { capture: true, passive: true, signal: listening.signal })
    return () => {
      cancelled = true
      listening.abort()
      cancelAttach()
    }
  }, [viewport, strip, kind, spaceBetween, delay, rewind])

  useEffect(
    () => () => {
      autoplay.current?.destroy()
      autoplay.current = null
      swiper.current?.destroy(true, false)
      swiper.current = null
    },
    [],
  )

  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={stopped}
      onClick={() => {
        const next = !stopped
        stoppedRef.current = next
        if (next) {
          autoplay.current?.stop()
          swiper.current?.autoplay.stop()
        } else {
          autoplay.current?.start()
          swiper.current?.autoplay.start()
        }
        setStopped(next)
      }}
    >
      {stopped ? <PlayIcon /> : <PauseIcon />}
      <span className="visually-hidden">{t`Stop automatic sliding of ${label}`}</span>
    </button>
  )
}

interface Edges {
  start: boolean
  end: boolean
  locked: boolean
}

/**
 * Previous/next: buttons that scroll the strip by one slide (Swiper, when attached in its CSS mode,
 * follows the scroll), disabled at the ends unless the carousel rewinds, gone when every slide is
 * in view.
 */
function Arrows({
  label,
  strip,
  rewind,
  reducedMotion,
}: Pick<CarouselControlsProps, 'label' | 'strip' | 'rewind' | 'reducedMotion'>) {
  const { t } = useLingui()
  const [edges, setEdges] = useState<Edges>({ start: true, end: false, locked: true })

  useEffect(() => {
    const element = strip.current
    if (!element) return
    let frame = 0
    const measure = () => {
      frame = 0
      const max = scrollRange(element)
      const next = { start: element.scrollLeft <= 1, end: element.scrollLeft >= max - 1, locked: max <= 1 }
      setEdges((previous) =>
        previous.start === next.start && previous.end === next.end && previous.locked === next.locked ? previous : next,
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    schedule()
    element.addEventListener('scroll', schedule, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule)
    observer?.observe(element)
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', schedule)
      observer?.disconnect()
    }
  }, [strip])

  const move = (direction: 1 | -1) => {
    if (strip.current) scrollBySlide(strip.current, direction, { rewind, reducedMotion })
  }

  if (edges.locked) return null
  return (
    <>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        onClick={() => move(-1)}
        disabled={!rewind && edges.start}
      >
        <ChevronLeftIcon />
        <span className="visually-hidden">{t`Previous slides of ${label}`}</span>
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        onClick={() => move(1)}
        disabled={!rewind && edges.end}
      >
        <ChevronRightIcon />
        <span className="visually-hidden">{t`Next slides of ${label}`}</span>
      </button>
    </>
  )
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
      <path fill="currentColor" d="M4 2h3v12H4zM9 2h3v12H9z" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
      <path fill="currentColor" d="M4 2l10 6-10 6z" />
    </svg>
  )
}

export default CarouselControls
