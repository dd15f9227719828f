/**
 * Autoplay of the home carousels (spec 000 s9). Their slides per view are the shared carousel's
 * (src/components/Carousel: Carousel.module.css per kind, swiperViews.ts for Swiper).
 */

/** Banner autoplay 3 s; the slower carousels (product rows, testimonials) 6 s. */
export const BANNER_AUTOPLAY_MS = 3000
export const SLOW_AUTOPLAY_MS = 6000
