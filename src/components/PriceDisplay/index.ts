export { PriceDisplay } from './PriceDisplay'
export type { PriceDisplayProps, PriceDisplaySize } from './PriceDisplay'
