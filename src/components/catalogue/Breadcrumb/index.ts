export { Breadcrumb, titleFromSlug, type BreadcrumbLink, type BreadcrumbProps } from './Breadcrumb'
