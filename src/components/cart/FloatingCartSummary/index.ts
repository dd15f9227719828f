export { FloatingCartSummary, useItemsLabel } from './FloatingCartSummary'
export type { FloatingCartSummaryProps } from './FloatingCartSummary'
export { AMOUNT_ANIMATION_MS, useAnimatedNumber } from './useAnimatedNumber'
