export { ProductCard, PRODUCT_IMAGE_SIZE } from './ProductCard'
export type { HeadingLevel, ProductCardProps } from './ProductCard'
export { ProductCardSkeleton } from './ProductCardSkeleton'
