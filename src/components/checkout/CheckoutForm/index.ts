export { CheckoutForm } from './CheckoutForm'
export type { CheckoutFormApi, CheckoutFormProps } from './CheckoutForm'
