/**
 * Slides per view by breakpoint of each kind of carousel (spec 000 s9), for Swiper when it
 * attaches (CarouselControls.tsx, a lazy chunk): breakpoints are Swiper's min-widths. The strips'
 * CSS (Carousel.module.css) draws the same numbers, at the same widths, before and without Swiper.
 */
import type { SwiperOptions } from 'swiper/types'

/** First width of the desktop layout (the mobile edge is 768 px). */
const DESKTOP_MIN = 769
/** "Wide" screens: 1920 px and wider. */
const WIDE_MIN = 1920

/** Product carousels: 2 per view on phones, 5 on desktop, 6 from 1920 px. */
export const PRODUCT_CAROUSEL = {
  slidesPerView: 2,
  breakpoints: { [DESKTOP_MIN]: { slidesPerView: 5 }, [WIDE_MIN]: { slidesPerView: 6 } },
} as const

/** Offer banners: 3 per view on phones, 5 on desktop. */
export const OFFER_CAROUSEL = {
  slidesPerView: 3,
  breakpoints: { [DESKTOP_MIN]: { slidesPerView: 5 } },
} as const

/** Testimonials: 1 per view on phones, 4 on desktop, 3 on wide screens. */
export const TESTIMONIAL_CAROUSEL = {
  slidesPerView: 1,
  breakpoints: { [DESKTOP_MIN]: { slidesPerView: 4 }, [WIDE_MIN]: { slidesPerView: 3 } },
} as const

/** What Swiper is given per kind of carousel when it attaches (the CSS already draws the same). */
export const SWIPER_VIEWS: Record<
  'banner' | 'product' | 'offer' | 'testimonial',
  { slidesPerView: number; breakpoints?: SwiperOptions['breakpoints'] }
> = {
  banner: { slidesPerView: 1 },
  product: PRODUCT_CAROUSEL,
  offer: OFFER_CAROUSEL,
  testimonial: TESTIMONIAL_CAROUSEL,
}
