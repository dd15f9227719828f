/**
 * Swiper, attached to a carousel's server-rendered markup (Carousel.tsx) without rendering it
 * again: its own chunk, loaded only when an autoplaying carousel starts to play. Swiper runs in
 * its CSS mode, so the strip keeps scrolling natively (touch, keyboard, scroll snap) and Swiper
 * only moves its scroll position; its width and gap per breakpoint are the ones the CSS already
 * drew, so nothing moves when it attaches. No Swiper stylesheet: the strip's CSS is the carousel's.
 */
import Swiper from 'swiper'
import { Autoplay } from 'swiper/modules'
import type { SwiperOptions } from 'swiper/types'

export interface AttachOptions {
  slidesPerView: number
  breakpoints?: SwiperOptions['breakpoints']
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
 * Attaches Swiper with autoplay to `element` (the strip's parent). Autoplay pauses while anything
 * in the carousel's region has keyboard focus and resumes when the focus leaves it.
 */
export function attachSwiper(element: HTMLElement, strip: HTMLElement, options: AttachOptions): Swiper {
  const region = element.parentElement ?? element
  const swiper = new Swiper(element, {
    modules: [Autoplay],
    cssMode: true,
    slidesPerView: options.slidesPerView,
    breakpoints: options.breakpoints,
    spaceBetween: options.spaceBetween,
    rewind: options.rewind,
    initialSlide: slideAtStart(strip),
    watchOverflow: true,
    autoplay: { delay: options.delay, pauseOnMouseEnter: true, disableOnInteraction: false },
  })
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
  else if (region.contains(document.activeElement)) pause()
  return swiper
}
