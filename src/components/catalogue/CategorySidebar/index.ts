export {
  CategorySidebar,
  OFFERS_PATH,
  SPECIAL_PRICE_PATH,
  childCategoryPath,
  mainCategoryOf,
  mainCategoryPath,
  type CategorySidebarProps,
} from './CategorySidebar'
