export { ADDRESS_TEXTS, AddressFields, optionsOf, SHARED_ADDRESS_NAMES } from './AddressFields'
export type { AddressChoicesProps, AddressFieldKey, AddressFieldNames, AddressFieldsProps } from './AddressFields'
