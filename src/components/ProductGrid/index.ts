export { DEFAULT_SKELETON_COUNT, ProductGrid } from './ProductGrid'
export type { ProductGridProps } from './ProductGrid'
