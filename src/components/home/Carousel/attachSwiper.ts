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
  /** The slide the shopper has scrolled to before Swiper attached (Swiper would scroll back to 0). */
  initialSlide: number
}

export type AttachedSwiper = Swiper

export function attachSwiper(element: HTMLElement, options: AttachOptions): Swiper {
  return new Swiper(element, {
    modules: [Autoplay],
    cssMode: true,
    slidesPerView: options.slidesPerView,
    breakpoints: options.breakpoints,
    spaceBetween: options.spaceBetween,
    rewind: options.rewind,
    initialSlide: options.initialSlide,
    watchOverflow: true,
    autoplay: { delay: options.delay, pauseOnMouseEnter: true, disableOnInteraction: false },
  })
}
