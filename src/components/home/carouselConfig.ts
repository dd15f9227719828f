/**
 * Autoplay and breakpoints of the home carousels (spec 000 s9). The slides per view are drawn by
 * the strips' CSS (Carousel.module.css, per kind) and given to Swiper from Carousel/swiperViews.ts.
 */

/** Banner autoplay 3 s; the slower carousels (product rows, testimonials) 6 s. */
export const BANNER_AUTOPLAY_MS = 3000
export const SLOW_AUTOPLAY_MS = 6000

/** First width of the desktop layout (the mobile edge is 768 px). */
export const DESKTOP_MIN = 769
/** "Wide" screens: 1920 px and wider. */
export const WIDE_MIN = 1920
