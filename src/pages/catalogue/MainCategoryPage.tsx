import { CategoryListing } from './CategoryListing'

/** /product/{slug}: served by GET /api/category-product/{slug}?page&sort. */
export default function MainCategoryPage() {
  return <CategoryListing source="category-product" route="product" />
}
