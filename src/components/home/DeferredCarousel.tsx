import { useLingui } from '@lingui/react/macro'
import type { ComponentType, CSSProperties, Ref } from 'react'
import type { CarouselProps } from './Carousel'
import styles from './DeferredCarousel.module.css'
import { useNearViewport, usePageLoaded } from './deferred'
import { onDemand } from './onDemand'

/** Which layout the static first view copies (slides per view per breakpoint, see carouselConfig). */
export type CarouselKind = 'banner' | 'product' | 'offer' | 'testimonial'

export type DeferredCarouselProps<T> = CarouselProps<T> & {
  kind: CarouselKind
  /** Aspect ratio of a slide in the static first view (banners), e.g. '3 / 1'. */
  slideAspectRatio?: string
}

// Swiper and its CSS live in this chunk only, loaded once the page has loaded.
const SwiperCarousel = onDemand(() =>
  import('./Carousel').then((module) => module.Carousel as ComponentType<CarouselProps<unknown>>),
)

/** Starts loading the carousel code ahead of time. */
export const preloadCarousel = SwiperCarousel.preload

/**
 * The first view of a carousel as plain markup: the same slides per view, gaps and sizes as the
 * Swiper carousel that replaces it, so nothing moves when Swiper takes over.
 */
export function StaticCarousel<T>({
  kind,
  label,
  items,
  getKey,
  renderItem,
  slideAspectRatio,
  autoplayMs = null,
  ref,
}: Pick<
  DeferredCarouselProps<T>,
  'kind' | 'label' | 'items' | 'getKey' | 'renderItem' | 'slideAspectRatio' | 'autoplayMs'
> & {
  ref?: Ref<HTMLDivElement>
}) {
  const { t } = useLingui()
  const style = slideAspectRatio ? ({ '--slide-ratio': slideAspectRatio } as CSSProperties) : undefined
  return (
    <div
      ref={ref}
      className={autoplayMs !== null && items.length > 1 ? `${styles.frame} ${styles.controls}` : styles.frame}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      data-static=""
    >
      <ul className={`${styles.strip} ${styles[kind]}`} style={style}>
        {items.map((item, index) => (
          <li key={getKey(item)} className={styles.slide}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * A carousel that renders its static first view until the page has loaded, the carousel is near
 * the viewport and the carousel code (its own chunk) is there, then becomes a Swiper carousel: the
 * carousels further down the page cost nothing until the shopper scrolls towards them. If that
 * chunk cannot be loaded the static first view stays. Used by every home carousel.
 */
export function DeferredCarousel<T>(props: DeferredCarouselProps<T>) {
  const loaded = usePageLoaded()
  // Banners (autoplaying) get ready a little ahead; product rows and testimonials when they show.
  const { ref, near } = useNearViewport<HTMLDivElement>(
    props.kind === 'banner' || props.kind === 'offer' ? '400px' : '0px',
  )
  const { kind: _kind, slideAspectRatio: _ratio, ...rest } = props
  const staticView = <StaticCarousel {...props} ref={ref} />
  if (!loaded || !near) return staticView
  return <SwiperCarousel {...(rest as unknown as CarouselProps<unknown>)} fallback={staticView} />
}
