export { ForgotPasswordForm } from './ForgotPasswordForm'
export type { ForgotPasswordFormProps } from './ForgotPasswordForm'
export { ResetPasswordForm } from './ResetPasswordForm'
export type { ResetPasswordFormProps } from './ResetPasswordForm'
