export { ProductDetailSkeleton } from './ProductDetailSkeleton'
export { ProductDetailView, type ProductDetailViewProps } from './ProductDetailView'
export { AppDownloadNote, ProductSummary, type AppLinks, type ProductSummaryProps } from './ProductSummary'
