export { ContentPageSkeleton, ContentPageView, type ContentPageViewProps } from './ContentPageView'
