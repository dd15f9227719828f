export { OrderTable } from './OrderTable'
export type { OrderTableProps } from './OrderTable'
export { StatusBadge } from './StatusBadge'
