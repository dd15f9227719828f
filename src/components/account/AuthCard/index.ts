export { AuthCard } from './AuthCard'
export type { AuthCardProps } from './AuthCard'
