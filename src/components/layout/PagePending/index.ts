export { PagePending } from './PagePending'
export type { PagePendingProps } from './PagePending'
