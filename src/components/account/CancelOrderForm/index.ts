export { CancelOrderForm } from './CancelOrderForm'
export type { CancelOrderFormProps } from './CancelOrderForm'
