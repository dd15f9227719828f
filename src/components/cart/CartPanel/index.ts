export { CartPanel } from './CartPanel'
export type { CartPanelProps } from './CartPanel'
