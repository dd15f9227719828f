export { ADDRESS_FORM_NAMES, AddressForm } from './AddressForm'
export type { AddressFormProps } from './AddressForm'
