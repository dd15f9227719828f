export { RouteErrorView } from './RouteErrorView'
export type { RouteErrorViewProps } from './RouteErrorView'
