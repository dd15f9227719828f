export { SORT_LABELS, SortSelect, type SortSelectProps } from './SortSelect'
