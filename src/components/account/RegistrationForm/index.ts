export { RegistrationForm } from './RegistrationForm'
export type { RegistrationFormProps } from './RegistrationForm'
