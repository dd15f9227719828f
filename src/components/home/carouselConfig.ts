/**
 * Slides per view, breakpoints and autoplay of the home carousels (spec 000 s9). Breakpoints are
 * Swiper's min-widths; the static first views (before Swiper loads) use the same numbers in CSS.
 */

/** Banner autoplay 3 s; the slower carousels (product rows, testimonials) 6 s. */
export const BANNER_AUTOPLAY_MS = 3000
export const SLOW_AUTOPLAY_MS = 6000

/** First width of the desktop layout (the mobile edge is 768 px). */
export const DESKTOP_MIN = 769
/** "Wide" screens: 1920 px and wider. */
export const WIDE_MIN = 1920

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
