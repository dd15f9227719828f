import { useLingui } from '@lingui/react/macro'
import { useState, type Key, type ReactNode } from 'react'
import { A11y, Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/layout/icons'
import { useNumbers } from '@/i18n/useNumbers'
import 'swiper/css'
import 'swiper/css/a11y'
import styles from './Carousel.module.css'

/** Spec 000 s9: a swipe shorter than 40 px does not move a carousel. */
export const SWIPE_THRESHOLD_PX = 40

export type Breakpoints = NonNullable<SwiperOptions['breakpoints']>

export interface CarouselProps<T> {
  /** Accessible name of the carousel region, e.g. 'Featured Product'. */
  label: string
  items: readonly T[]
  getKey: (item: T) => Key
  renderItem: (item: T, index: number) => ReactNode
  /** Slides per view below the first breakpoint. */
  slidesPerView: number
  /** Min-width breakpoints (Swiper's), e.g. `{ 769: { slidesPerView: 5 } }`. */
  breakpoints?: Breakpoints
  spaceBetween?: number
  /** Autoplay delay in ms; null for none. */
  autoplayMs?: number | null
  /** The shopper prefers reduced motion: no autoplay, no slide animation. */
  reducedMotion?: boolean
  /** Banners go back to the first slide after the last. */
  rewind?: boolean
  className?: string
}

/**
 * A Swiper carousel with the spec's behaviour (000 s9): slides per view by breakpoint, a 40 px
 * swipe threshold, autoplay that pauses on hover and while anything inside has keyboard focus and
 * never runs for shoppers who prefer reduced motion, a button that stops and restarts it (WCAG
 * 2.2.2: moving content can be stopped), and previous/next arrows that are real buttons in the tab
 * order. The arrows hide when every slide is already in view.
 */
export function Carousel<T>({
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
  className,
}: CarouselProps<T>) {
  const { t } = useLingui()
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [edges, setEdges] = useState({ beginning: true, end: false, locked: false })
  const [stopped, setStopped] = useState(false)

  const sync = (instance: SwiperInstance) =>
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd, locked: instance.isLocked })

  const autoplay = autoplayMs !== null && !reducedMotion && items.length > 1
  const { count } = useNumbers()
  const slideCount = count(items.length)
  const showArrows = items.length > 1 && !edges.locked

  return (
    <div
      className={[styles.carousel, autoplayMs !== null && items.length > 1 && styles.controls, className]
        .filter(Boolean)
        .join(' ')}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      data-autoplay={autoplay && !stopped ? autoplayMs : undefined}
      onFocus={() => {
        if (swiper?.autoplay?.running) swiper.autoplay.pause()
      }}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
        if (swiper?.autoplay?.running && swiper.autoplay.paused) swiper.autoplay.resume()
      }}
    >
      <Swiper
        modules={[A11y, Autoplay]}
        slidesPerView={slidesPerView}
        breakpoints={breakpoints}
        spaceBetween={spaceBetween}
        threshold={SWIPE_THRESHOLD_PX}
        rewind={rewind}
        speed={reducedMotion ? 0 : 400}
        watchOverflow
        autoplay={autoplay ? { delay: autoplayMs ?? 0, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
        a11y={{
          enabled: true,
          // Each slide is labelled below, in the page's digits (Swiper's own label writes ASCII digits).
          slideLabelMessage: '',
          itemRoleDescriptionMessage: t`slide`,
          scrollOnFocus: true,
        }}
        onSwiper={(instance) => {
          setSwiper(instance)
          sync(instance)
        }}
        onSlideChange={sync}
        onResize={sync}
        onBreakpoint={sync}
        onLock={sync}
        onUnlock={sync}
      >
        {items.map((item, index) => {
          const position = count(index + 1)
          return (
            <SwiperSlide key={getKey(item)} className={styles.slide} aria-label={t`${position} of ${slideCount}`}>
              {renderItem(item, index)}
            </SwiperSlide>
          )
        })}
      </Swiper>
      {autoplay && (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={stopped}
          onClick={() => {
            if (stopped) swiper?.autoplay?.start()
            else swiper?.autoplay?.stop()
            setStopped(!stopped)
          }}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
          <span className="visually-hidden">{t`Stop automatic sliding of ${label}`}</span>
        </button>
      )}
      {showArrows && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => swiper?.slidePrev()}
            disabled={!rewind && edges.beginning}
          >
            <ChevronLeftIcon />
            <span className="visually-hidden">{t`Previous slides of ${label}`}</span>
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => swiper?.slideNext()}
            disabled={!rewind && edges.end}
          >
            <ChevronRightIcon />
            <span className="visually-hidden">{t`Next slides of ${label}`}</span>
          </button>
        </>
      )}
    </div>
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
