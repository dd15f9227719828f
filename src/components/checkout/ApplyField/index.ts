export { ApplyField } from './ApplyField'
export type { ApplyFieldProps } from './ApplyField'
