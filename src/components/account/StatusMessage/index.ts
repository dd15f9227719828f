export { StatusMessage } from './StatusMessage'
export type { StatusMessageProps } from './StatusMessage'
