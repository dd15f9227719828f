export { PriceDisplay, STALE_PRICE_NOTE } from './PriceDisplay'
export type { PriceDisplayProps, PriceDisplaySize } from './PriceDisplay'
