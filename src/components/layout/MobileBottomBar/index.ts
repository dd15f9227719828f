export { MobileBottomBar } from './MobileBottomBar'
export type { MobileBottomBarProps } from './MobileBottomBar'
