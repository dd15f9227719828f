export { ListingView, type ListingViewProps } from './ListingView'
