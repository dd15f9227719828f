export { Pagination, type PaginationProps } from './Pagination'
export { lastPageOf, pageOf, pageWindow } from './pageWindow'
