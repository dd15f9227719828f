export { ProductCard, PRODUCT_IMAGE_SIZE, isOutOfStock } from './ProductCard'
export type { HeadingLevel, ProductCardProps } from './ProductCard'
export { ProductCardSkeleton } from './ProductCardSkeleton'
