export { CartLine, CART_LINE_IMAGE_SIZE } from './CartLine'
export type { CartLineProps } from './CartLine'
