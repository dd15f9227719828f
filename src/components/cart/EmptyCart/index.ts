export { EmptyCart } from './EmptyCart'
export type { EmptyCartProps } from './EmptyCart'
