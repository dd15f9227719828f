export { Header, LOGO_HEIGHT, LOGO_SRC, LOGO_WIDTH, WISHLIST_PATH } from './Header'
export type { HeaderProps } from './Header'
