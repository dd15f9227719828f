export { CartContents } from './CartContents'
export type { CartContentsProps } from './CartContents'
