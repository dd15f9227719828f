import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type CSSProperties, type Key, type ReactNode, type RefObject } from 'react'
import type { SwiperOptions } from 'swiper/types'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/layout/icons'
import { useNumbers } from '@/i18n/useNumbers'
import { onIdle, useNear, usePageLoaded } from '../deferred'
import type { AttachedSwiper } from './attachSwiper'
import styles from './Carousel.module.css'

export type Breakpoints = NonNullable<SwiperOptions['breakpoints']>

/** Which slides-per-view rule of the CSS the strip follows (the numbers are in carouselConfig.ts). */
export type CarouselKind = 'banner' | 'product' | 'offer' | 'testimonial'

export interface CarouselProps<T> {
  kind: CarouselKind
  /** Accessible name of the carousel region, e.g. 'Featured Product'. */
  label: string
  items: readonly T[]
  getKey: (item: T) => Key
  renderItem: (item: T, index: number) => ReactNode
  /** Slides per view below the first breakpoint (Swiper's; the CSS of `kind` draws the same). */
  slidesPerView: number
  /** Min-width breakpoints (Swiper's), e.g. `{ 769: { slidesPerView: 5 } }`; the CSS draws the same. */
  breakpoints?: Breakpoints
  /** Gap between slides in px. */
  spaceBetween?: number
  /** Autoplay delay in ms; null for none. */
  autoplayMs?: number | null
  /** The shopper prefers reduced motion: no autoplay, no slide animation. */
  reducedMotion?: boolean
  /** Banners go back to the first slide after the last. */
  rewind?: boolean
  /** Aspect ratio of a banner slide, e.g. '3 / 1' (reserves its box before the image loads). */
  slideAspectRatio?: string
  className?: string
}

/**
 * A carousel with the spec's behaviour (000 s9) that costs nothing until it moves (issue 25).
 *
 * The server renders every slide in a horizontally scrolling strip with CSS scroll snap and the
 * spec's slides per view from CSS, so it works with touch and the keyboard (the strip is a tab stop;
 * arrow keys scroll it) before any script runs.
 * The previous/next arrows are real buttons that scroll the strip (hidden when every slide is in
 * view). Only an autoplaying carousel loads Swiper (its own chunk): once the page has loaded and the
 * carousel is near the viewport, in idle time, Swiper attaches to the markup already on the page in
 * its CSS mode; nothing is rendered again. Autoplay pauses on hover and while anything inside has
 * keyboard focus, never runs for shoppers who prefer reduced motion, and a button in a strip of its
 * own under the slides stops and restarts it (WCAG 2.2.2).
 */
export function Carousel<T>({
  kind,
  label,
  items,
  getKey,
  renderItem,
  slidesPerView,
  breakpoints,
  spaceBetween = 16,
  autoplayMs = null,
  reducedMotion = false,
  rewind = false,
  slideAspectRatio,
  className,
}: CarouselProps<T>) {
  const { t } = useLingui()
  const { count } = useNumbers()
  const viewport = useRef<HTMLDivElement>(null)
  const strip = useRef<HTMLDivElement>(null)
  const swiper = useRef<AttachedSwiper | null>(null)
  const slideCount = count(items.length)
  // The stop button's strip is reserved whenever the carousel can autoplay, so it never moves.
  const canAutoplay = autoplayMs !== null && items.length > 1
  const style = {
    '--gap': `${spaceBetween}px`,
    ...(slideAspectRatio ? { '--slide-ratio': slideAspectRatio } : {}),
  } as CSSProperties

  return (
    <div
      className={[styles.carousel, canAutoplay && styles.controls, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      data-autoplay={canAutoplay && !reducedMotion ? autoplayMs : undefined}
      onFocus={() => {
        const autoplay = swiper.current?.autoplay
        if (autoplay?.running) autoplay.pause()
      }}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
        const autoplay = swiper.current?.autoplay
        if (autoplay?.running && autoplay.paused) autoplay.resume()
      }}
    >
      <div ref={viewport} className={`swiper ${styles.viewport}`}>
        {/* Focusable, so the keyboard scrolls it even when its slides hold no link or button (axe's
            scrollable-region-focusable); a scroller is interactive though it has no role. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller is interactive */}
        <div ref={strip} className={`swiper-wrapper ${styles.strip} ${styles[kind]}`} style={style} tabIndex={0}>
          {items.map((item, index) => {
            const position = count(index + 1)
            return (
              <div
                key={getKey(item)}
                className={`swiper-slide ${styles.slide}`}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${slideCount}`}
              >
                {renderItem(item, index)}
              </div>
            )
          })}
        </div>
      </div>
      {canAutoplay && !reducedMotion && (
        <AutoplayToggle
          label={label}
          viewport={viewport}
          strip={strip}
          swiper={swiper}
          slidesPerView={slidesPerView}
          breakpoints={breakpoints}
          spaceBetween={spaceBetween}
          delay={autoplayMs}
          rewind={rewind}
        />
      )}
      {items.length > 1 && (
        <Arrows label={label} strip={strip} swiper={swiper} rewind={rewind} reducedMotion={reducedMotion} />
      )}
    </div>
  )
}

/** Index of the slide at the strip's start, from its scroll position. */
function slideAtStart(strip: HTMLElement): number {
  const slides = Array.from(strip.children)
  const start = strip.getBoundingClientRect().left
  let best = 0
  slides.forEach((slide, index) => {
    const distance = Math.abs(slide.getBoundingClientRect().left - start)
    if (distance < Math.abs((slides[best]?.getBoundingClientRect().left ?? 0) - start)) best = index
  })
  return best
}

/**
 * The stop/restart button, and what starts autoplay: once the page has loaded and the carousel is
 * near the viewport, in idle time, the Swiper chunk loads and Swiper attaches to the strip (each
 * step a task of its own). Only this small component re-renders when the button is pressed.
 */
function AutoplayToggle({
  label,
  viewport,
  strip,
  swiper,
  slidesPerView,
  breakpoints,
  spaceBetween,
  delay,
  rewind,
}: {
  label: string
  viewport: RefObject<HTMLDivElement | null>
  strip: RefObject<HTMLDivElement | null>
  swiper: RefObject<AttachedSwiper | null>
  slidesPerView: number
  breakpoints?: Breakpoints
  spaceBetween: number
  delay: number
  rewind: boolean
}) {
  const { t } = useLingui()
  const [stopped, setStopped] = useState(false)
  // Read when Swiper attaches: pressed before that, the carousel starts stopped.
  const stoppedRef = useRef(false)
  const loaded = usePageLoaded()
  const near = useNear(viewport, '200px')

  useEffect(() => {
    const element = viewport.current
    if (!loaded || !near || !element || swiper.current) return
    let cancelled = false
    let cancelAttach = () => undefined as void
    const cancelLoad = onIdle(() => {
      performance.mark('carousel:autoplay-start')
      import('./attachSwiper').then(
        ({ attachSwiper }) => {
          if (cancelled) return
          cancelAttach = onIdle(() => {
            if (cancelled || swiper.current) return
            const instance = attachSwiper(element, {
              slidesPerView,
              breakpoints,
              spaceBetween,
              delay,
              rewind,
              initialSlide: strip.current ? slideAtStart(strip.current) : 0,
            })
            swiper.current = instance
            if (stoppedRef.current) instance.autoplay.stop()
            else if (element.parentElement?.contains(document.activeElement)) instance.autoplay.pause()
          })
        },
        (error: unknown) => console.error('A part of the page could not be loaded', error),
      )
    })
    return () => {
      cancelled = true
      cancelLoad()
      cancelAttach()
    }
  }, [loaded, near, viewport, strip, swiper, slidesPerView, breakpoints, spaceBetween, delay, rewind])

  useEffect(
    () => () => {
      swiper.current?.destroy(true, false)
      swiper.current = null
    },
    [swiper],
  )

  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={stopped}
      onClick={() => {
        const next = !stopped
        stoppedRef.current = next
        if (next) swiper.current?.autoplay.stop()
        else swiper.current?.autoplay.start()
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
 * Previous/next: buttons that scroll the strip by one slide (through Swiper once it is attached),
 * disabled at the ends (unless the carousel rewinds) and gone when every slide is in view. Only
 * this component re-renders as the strip scrolls.
 */
function Arrows({
  label,
  strip,
  swiper,
  rewind,
  reducedMotion,
}: {
  label: string
  strip: RefObject<HTMLDivElement | null>
  swiper: RefObject<AttachedSwiper | null>
  rewind: boolean
  reducedMotion: boolean
}) {
  const { t } = useLingui()
  const [edges, setEdges] = useState<Edges>({ start: true, end: false, locked: false })

  useEffect(() => {
    const element = strip.current
    if (!element) return
    let frame = 0
    const measure = () => {
      frame = 0
      const max = element.scrollWidth - element.clientWidth
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
    const attached = swiper.current
    if (attached) {
      if (direction > 0) attached.slideNext()
      else attached.slidePrev()
      return
    }
    const element = strip.current
    if (!element) return
    const max = element.scrollWidth - element.clientWidth
    const slides = element.children
    const step =
      slides.length > 1 && slides[0] && slides[1]
        ? slides[1].getBoundingClientRect().left - slides[0].getBoundingClientRect().left
        : element.clientWidth
    let left = element.scrollLeft + direction * step
    if (rewind && direction > 0 && element.scrollLeft >= max - 1) left = 0
    if (rewind && direction < 0 && element.scrollLeft <= 1) left = max
    element.scrollTo({ left, behavior: reducedMotion ? 'instant' : 'smooth' })
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
