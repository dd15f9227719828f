export { StructuredData, type JsonLd, type StructuredDataProps } from './StructuredData'
