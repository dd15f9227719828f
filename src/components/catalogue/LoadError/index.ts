export { LoadError, type LoadErrorProps } from './LoadError'
