export { ProductRow } from './ProductRow'
export type { ProductRowProps } from './ProductRow'
