export { Carousel } from './Carousel'
export type { Breakpoints, CarouselKind, CarouselProps } from './Carousel'
