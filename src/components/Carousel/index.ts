export { Carousel } from './Carousel'
export type { CarouselKind, CarouselProps } from './Carousel'
