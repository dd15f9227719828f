export { OffcanvasMenu } from './OffcanvasMenu'
export type { OffcanvasMenuProps } from './OffcanvasMenu'
