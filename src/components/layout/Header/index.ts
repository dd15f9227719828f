export { Header, LOGO_HEIGHT, LOGO_WIDTH } from './Header'
export type { HeaderProps } from './Header'
