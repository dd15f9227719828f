export { SearchBar, suggestionPath } from './SearchBar'
export type { SearchBarProps, SuggestionStatus } from './SearchBar'
