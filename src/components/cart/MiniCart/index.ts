export { MiniCart, CART_PAGE_PATH } from './MiniCart'
export type { MiniCartProps } from './MiniCart'
