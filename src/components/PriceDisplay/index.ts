export { PriceDisplay, effectiveDiscount, percentOff } from './PriceDisplay'
export type { PriceDisplayProps, PriceDisplaySize } from './PriceDisplay'
