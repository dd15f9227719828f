export { OrderSummary } from './OrderSummary'
export type { OrderSummaryProps, SummaryLine } from './OrderSummary'
