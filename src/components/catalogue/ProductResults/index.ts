export { ProductResults, type CartBindings, type ProductResultsProps } from './ProductResults'
