export { Carousel, SWIPE_THRESHOLD_PX } from './Carousel'
export type { Breakpoints, CarouselProps } from './Carousel'
