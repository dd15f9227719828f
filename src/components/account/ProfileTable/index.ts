export { ProfileTable, shippingAddressLine } from './ProfileTable'
export type { ProfileTableProps } from './ProfileTable'
