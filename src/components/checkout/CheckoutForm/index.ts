export { CheckoutForm } from './CheckoutForm'
export type { CheckoutFormApi, CheckoutFormProps, SavedAddressProps } from './CheckoutForm'
