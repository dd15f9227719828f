/**
 * Swiper, attached to a carousel's server-rendered markup (Carousel.tsx) without rendering it
 * again: its own chunk, loaded only at the shopper's first press, key or focus in an autoplaying
 * carousel (CarouselControls.tsx; until then the strip plays by itself, stripAutoplay.ts), and it
 * takes the autoplay over from there. Swiper runs in
 * its CSS mode, so the strip keeps scrolling natively (touch, keyboard, scroll snap) and Swiper
 * only moves its scroll position; its width and gap per breakpoint are the ones the CSS already
 * drew, so nothing moves when it attaches. No Swiper stylesheet: the strip's CSS is the carousel's.
 */
import Swiper from 'swiper'
import { Autoplay } from 'swiper/modules'
import type { CarouselKind } from './Carousel'
import { SWIPER_VIEWS } from './swiperViews'

export interface AttachOptions {
  /** Its slides per view by breakpoint (swiperViews.ts). */
  kind: CarouselKind
  spaceBetween: number
  delay: number
  rewind: boolean
  /** The shopper pressed the stop button before Swiper attached. */
  stopped: boolean
}

export type AttachedSwiper = Swiper

/** Index of the slide at the strip's start (where the shopper may have scrolled before Swiper came). */
function slideAtStart(strip: HTMLElement): number {
  const start = strip.getBoundingClientRect().left
  const distances = Array.from(strip.children).map((slide) => Math.abs(slide.getBoundingClientRect().left - start))
  return Math.max(0, distances.indexOf(Math.min(...distances)))
}

/**
 * Attaches Swiper with autoplay to `element` (the strip's parent). Autoplay pauses on hover
 * (Swiper's own, and at once when the mouse is already over the slides) and while anything in the
 * carousel's region has keyboard focus, and resumes when the focus leaves it.
 */
export function attachSwiper(element: HTMLElement, strip: HTMLElement, options: AttachOptions): Swiper {
  const region = element.parentElement ?? element
  const swiper = new Swiper(element, {
    modules: [Autoplay],
    cssMode: true,
    ...SWIPER_VIEWS[options.kind],
    spaceBetween: options.spaceBetween,
    rewind: options.rewind,
    initialSlide: slideAtStart(strip),
    watchOverflow: true,
    autoplay: { delay: options.delay, pauseOnMouseEnter: true, disableOnInteraction: false },
  })
  // In its CSS mode Swiper learns its slide from the strip's scroll events. The strip is usually
  // past its first slide already (the autoplay or the shopper scrolled it), so Swiper's move to
  // `initialSlide` scrolls nothing, no event comes and it would count from the first slide (its
  // next step then going nowhere): it reads the strip's position now.
  strip.dispatchEvent(new Event('scroll'))
  const pause = () => {
    if (swiper.autoplay.running) swiper.autoplay.pause()
  }
  const resume = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && region.contains(event.relatedTarget)) return
    if (swiper.autoplay.running && swiper.autoplay.paused) swiper.autoplay.resume()
  }
  region.addEventListener('focusin', pause)
  region.addEventListener('focusout', resume)
  swiper.on('destroy', () => {
    region.removeEventListener('focusin', pause)
    region.removeEventListener('focusout', resume)
  })
  if (options.stopped) swiper.autoplay.stop()
  else if (region.contains(document.activeElement) || element.matches(':hover')) pause()
  return swiper
}
