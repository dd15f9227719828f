export { RelatedCarousel, type RelatedCarouselProps } from './RelatedCarousel'
export { compareAlternatives, relatedTitle, type Alternative, type PriceComparison } from './alternatives'
