export { ProceedToCheckout, CHECKOUT_PATH } from './ProceedToCheckout'
export type { ProceedToCheckoutProps } from './ProceedToCheckout'
