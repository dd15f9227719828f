export { CategorySidebar, mainCategoryOf, type CategorySidebarProps } from './CategorySidebar'
