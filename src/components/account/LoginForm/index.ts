export { LoginForm } from './LoginForm'
export type { LoginFormProps } from './LoginForm'
