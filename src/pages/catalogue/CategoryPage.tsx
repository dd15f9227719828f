import { CategoryListing } from './CategoryListing'

/** /category/{slug}: served by GET /api/categorywiseproduct/{slug}?page&sort. */
export default function CategoryPage() {
  return <CategoryListing source="categorywiseproduct" route="category" />
}
