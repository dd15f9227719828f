export { CheckboxField, FieldFrame, SelectField, TextareaField, TextField, describedBy } from './Field'
export type { CheckboxFieldProps, SelectFieldProps, SelectOption, TextareaFieldProps, TextFieldProps } from './Field'
export { FileField } from './FileField'
export type { FileFieldProps } from './FileField'
export {
  PRESCRIPTION_FILE_RULES,
  acceptAttribute,
  fileProblem,
  formatFileSize,
  isAcceptedType,
  isImageFile,
  isPdfFile,
} from './files'
export type { FileRules } from './files'
export { FormAlert } from './FormAlert'
export { NeedsConnection } from './NeedsConnection'
export type { NeedsConnectionProps } from './NeedsConnection'
export { OFFLINE_SUBMIT_NOTE, SubmitButton } from './SubmitButton'
export type { SubmitButtonProps } from './SubmitButton'
export { useFormSubmit } from './useFormSubmit'
export type { FormSubmit, FormSubmitOptions } from './useFormSubmit'
export { ADDRESS_TEXTS, AddressFields, optionsOf, SHARED_ADDRESS_NAMES } from './AddressFields'
export type { AddressChoicesProps, AddressFieldKey, AddressFieldNames, AddressFieldsProps } from './AddressFields'
export { RETRY_LABEL, RetryNote } from './RetryNote'
export type { RetryNoteProps } from './RetryNote'
export { ContactFields, EMAIL_INPUT, NAME_INPUT, PHONE_INPUT } from './ContactFields'
export type { ContactFieldKind, ContactFieldSpec, ContactFieldsProps } from './ContactFields'
