/**
 * The listing pages (spec 000 "Listing pages"): /product/{slug} reads GET /api/category-product
 * (a main category with all its children); /category/{slug} and /sub-category/{slug} read GET
 * /api/categorywiseproduct (exactly that category). Page and sort come from the query string.
 */
import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router-dom'
import type { Category } from '@/api'
import { titleFromSlug, type BreadcrumbLink } from '@/components/catalogue/Breadcrumb'
import { CategorySidebar } from '@/components/catalogue/CategorySidebar'
import { ListingView } from '@/components/catalogue/ListingView'
import { useCategoryListing, useCategoryTree, type ListingSource } from '@/hooks/useCatalogue'
import { listingPath, mainCategoryPath, pagedPath } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useCartBindings } from '@/catalogue/cartBindings'
import { useUrlPaging } from '@/catalogue/urlState'
import { useLoadState } from '@/hooks/useRetry'

interface Named {
  title: string
  breadcrumb: BreadcrumbLink[]
}

/** The category's name and breadcrumb from the category tree; the slug made readable when it is not in it. */
export function nameListing(categories: readonly Category[], slug: string): Named {
  for (const main of categories) {
    if (main.slug === slug) return { title: main.name, breadcrumb: [{ label: main.name }] }
    const child = main.child_categories.find((c) => c.slug === slug)
    if (child) {
      return {
        title: child.name,
        breadcrumb: [{ label: main.name, to: mainCategoryPath(main.slug) }, { label: child.name }],
      }
    }
  }
  const title = titleFromSlug(slug)
  return { title, breadcrumb: [{ label: title }] }
}

export interface CategoryListingProps {
  source: ListingSource
  /** The route's first segment: 'product', 'category' or 'sub-category'. */
  route: 'product' | 'category' | 'sub-category'
}

export function CategoryListing({ source, route }: CategoryListingProps) {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { slug = '' } = useParams()
  const base = listingPath(route, slug)
  const { page, sort, hrefForPage, setSort } = useUrlPaging(base)
  const listing = useCategoryListing(source, slug, { page, sort })
  const load = useLoadState(listing)
  const tree = useCategoryTree()
  const cart = useCartBindings()

  const categories = tree.data ?? []
  const treeLoading = tree.isLoading
  const named = nameListing(categories, slug)
  const title = treeLoading ? null : named.title
  const data = listing.data

  return (
    <>
      {/* One URL per page of the listing, whatever the sort (issue 14). */}
      <PageSeo
        title={documentTitle(named.title)}
        path={pagedPath(base, page)}
        breadcrumb={treeLoading ? null : named.breadcrumb}
      />
      <ListingView
        title={title}
        breadcrumb={treeLoading ? [{ label: titleFromSlug(slug) }] : named.breadcrumb}
        products={data?.data ?? []}
        total={data?.total ?? null}
        perPage={data?.per_page ?? null}
        {...load}
        error={listing.error ? t`Products could not be loaded.` : null}
        page={data?.current_page ?? page}
        lastPage={data?.last_page ?? 1}
        hrefForPage={hrefForPage}
        cart={cart}
        listLabel={title ? t`Products in ${title}` : t`Products`}
        sort={{ value: sort, onChange: setSort }}
        sidebar={<CategorySidebar categories={categories} activeSlug={slug} loading={treeLoading} />}
      />
    </>
  )
}
