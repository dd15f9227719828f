export { CategoryMegaMenu } from './CategoryMegaMenu'
export type { CategoryMegaMenuProps } from './CategoryMegaMenu'
export { MenuLink, NavBar } from './NavBar'
export type { NavBarProps } from './NavBar'
