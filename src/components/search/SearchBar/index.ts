export { SearchBar } from './SearchBar'
export type { SearchBarProps, SuggestionStatus } from './SearchBar'
