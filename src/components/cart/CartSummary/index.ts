export { CartSummary } from './CartSummary'
export type { CartSummaryProps } from './CartSummary'
