export { PageHead, type PageHeadProps, type ProductAvailability } from './PageHead'
