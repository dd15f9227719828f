export { Header, LOGO_HEIGHT, LOGO_SRC, LOGO_WIDTH } from './Header'
export type { HeaderProps } from './Header'
