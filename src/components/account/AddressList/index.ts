export { AddressList, DELETE_QUESTION, addressLines, addressName, isActiveAddress } from './AddressList'
export type { AddressListProps } from './AddressList'
