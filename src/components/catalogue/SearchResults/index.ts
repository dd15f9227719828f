export { SearchResults, type SearchResultsProps } from './SearchResults'
