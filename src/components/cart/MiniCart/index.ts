export { MiniCart } from './MiniCart'
export type { MiniCartProps } from './MiniCart'
