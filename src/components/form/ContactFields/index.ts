export { ContactFields, EMAIL_INPUT, NAME_INPUT, PHONE_INPUT } from './ContactFields'
export type { ContactFieldKind, ContactFieldSpec, ContactFieldsProps } from './ContactFields'
