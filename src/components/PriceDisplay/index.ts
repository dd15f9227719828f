export { PriceDisplay, STALE_PRICE_NOTE, effectiveDiscount, percentOff } from './PriceDisplay'
export type { PriceDisplayProps, PriceDisplaySize } from './PriceDisplay'
