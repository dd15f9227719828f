export { ProceedToCheckout } from './ProceedToCheckout'
export type { ProceedToCheckoutProps } from './ProceedToCheckout'
