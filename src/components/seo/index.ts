/** The head of a page and its structured data (issue 14): presentational, props in. */
export * from './PageHead'
export * from './StructuredData'
