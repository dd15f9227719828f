import { useLingui } from '@lingui/react/macro'
import { useRef, type CSSProperties, type Key, type ReactNode } from 'react'
import { useNumbers } from '@/i18n/useNumbers'
import { onDemand } from '@/lib/onDemand'
import type { CarouselControlsProps } from './CarouselControls'
import styles from './Carousel.module.css'

// The arrows and the autoplay's stop button need JavaScript: they come with their own small chunk
// after hydration (absolutely placed, in space the strip reserves), so the server paints no control
// that cannot act yet, and their code is not part of the first visit.
const CarouselControls = onDemand<CarouselControlsProps>(() =>
  import('./CarouselControls').then((module) => module.default),
)

/**
 * Which slides-per-view rule the strip follows: the CSS of the kind draws it, and Swiper, when it
 * attaches, takes the same numbers from swiperViews.ts (in Swiper's chunk).
 */
export type CarouselKind = 'banner' | 'product' | 'offer' | 'testimonial'

export interface CarouselProps<T> {
  kind: CarouselKind
  /** Accessible name of the carousel region, e.g. 'Featured Product'. */
  label: string
  items: readonly T[]
  getKey: (item: T) => Key
  renderItem: (item: T, index: number) => ReactNode
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
}

/**
 * A carousel with the spec's behaviour (000 s9) that costs nothing until it moves (issue 25).
 *
 * The server renders every slide in a horizontally scrolling strip with CSS scroll snap and the
 * spec's slides per view from CSS, so it works with touch and the keyboard (the strip is a tab stop;
 * arrow keys scroll it) before any script runs. After hydration come the controls
 * (CarouselControls.tsx): previous/next arrows that scroll the strip (hidden when every slide is in
 * view) and, for an autoplaying carousel, the stop button. An autoplaying carousel plays by itself
 * once the page has loaded and it is near the viewport, in idle time: a timer scrolls the strip to
 * its next slide (stripAutoplay.ts). Only the shopper's first press, key or focus in it loads
 * Swiper (its own chunk), which attaches to the markup already on the page in its CSS mode and
 * takes the autoplay over; nothing is rendered again. Autoplay pauses on hover, while anything
 * inside has keyboard focus and while a finger is on it, never runs for shoppers who prefer
 * reduced motion, and the stop button, in a strip of its own under the slides, stops and restarts
 * it (WCAG 2.2.2).
 */
export function Carousel<T>({
  kind,
  label,
  items,
  getKey,
  renderItem,
  spaceBetween = 16,
  autoplayMs = null,
  reducedMotion = false,
  rewind = false,
  slideAspectRatio,
}: CarouselProps<T>) {
  const { t } = useLingui()
  const { count } = useNumbers()
  const viewport = useRef<HTMLDivElement>(null)
  const strip = useRef<HTMLDivElement>(null)
  const slideCount = count(items.length)
  // The stop button's strip is reserved whenever the carousel can autoplay, so it never moves.
  const canAutoplay = autoplayMs !== null && items.length > 1
  const style = {
    '--gap': `${spaceBetween}px`,
    ...(slideAspectRatio ? { '--slide-ratio': slideAspectRatio } : {}),
  } as CSSProperties

  return (
    <div
      className={canAutoplay ? `${styles.carousel} ${styles.controls}` : styles.carousel}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      data-autoplay={canAutoplay && !reducedMotion ? autoplayMs : undefined}
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
      {items.length > 1 && (
        <CarouselControls
          label={label}
          viewport={viewport}
          strip={strip}
          kind={kind}
          spaceBetween={spaceBetween}
          autoplayMs={canAutoplay && !reducedMotion ? autoplayMs : null}
          rewind={rewind}
          reducedMotion={reducedMotion}
        />
      )}
    </div>
  )
}
