export { NavigationProgress, NAVIGATION_PROGRESS_LABEL } from './NavigationProgress'
export type { NavigationProgressProps } from './NavigationProgress'
