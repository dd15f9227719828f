import { CategoryListing } from './CategoryListing'

/** /sub-category/{slug}: served by GET /api/categorywiseproduct/{slug}?page&sort. */
export default function SubCategoryPage() {
  return <CategoryListing source="categorywiseproduct" route="sub-category" />
}
