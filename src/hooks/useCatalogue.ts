/**
 * SWR hooks of the catalogue pages (spec 000 s2, s7): listings, search, product page parts,
 * offers, manufacturer and landing pages, content pages and the category tree of the sidebar.
 * Keys come from the API modules and carry every input of the call (slug, page, sort), so a
 * change of page or sort in the URL is a new key: SWR refetches, and back/forward finds the
 * earlier answer in the cache.
 */
import useSWR from 'swr'
import {
  catalogueKeys,
  contentKeys,
  getCategories,
  getCategoryProducts,
  getLandingPage,
  getManufacturerProducts,
  getOffers,
  getPage,
  getProductBreadcrumb,
  getProductDetails,
  getProductImage,
  getProductMainCategory,
  getProductSubImages,
  getRelatedProducts,
  getSubcategoryProducts,
  searchProducts,
  shellKeys,
  type ApiError,
  type BreadcrumbItem,
  type Category,
  type CategoryRef,
  type LandingPage,
  type ListingParams,
  type Page,
  type Product,
  type ProductImage,
  type ProductPage,
  type SearchResult,
  type SubImage,
} from '@/api'

/**
 * Which listing call serves a route (docs/api-contract.md):
 * - 'category-product' (GET /api/category-product/{slug}) serves /product/{slug}: a main category
 *   with all its children;
 * - 'categorywiseproduct' (GET /api/categorywiseproduct/{slug}) serves /category/{slug} and
 *   /sub-category/{slug}: exactly one (child) category.
 */
export type ListingSource = 'category-product' | 'categorywiseproduct'

export function listingKey(source: ListingSource, slug: string, params: ListingParams) {
  return source === 'category-product'
    ? catalogueKeys.categoryProducts(slug, params)
    : catalogueKeys.subcategoryProducts(slug, params)
}

/** One page of a category listing, sorted. */
export function useCategoryListing(source: ListingSource, slug: string, params: ListingParams) {
  const { page, sort } = params
  return useSWR<ProductPage, ApiError>(listingKey(source, slug, params), () =>
    source === 'category-product'
      ? getCategoryProducts(slug, { page, sort })
      : getSubcategoryProducts(slug, { page, sort }),
  )
}

/** Main categories with their children (sidebar, breadcrumb and title of the listing pages). */
export function useCategoryTree() {
  return useSWR<Category[], ApiError>(shellKeys.categories(), () => getCategories())
}

/** Search results; nothing is requested for an empty (or blank) query. */
export function useProductSearch(query: string, page: number) {
  const trimmed = query.trim()
  return useSWR<SearchResult, ApiError>(trimmed ? catalogueKeys.search(trimmed, page) : null, () =>
    searchProducts(trimmed, page),
  )
}

export function useProductDetails(slug: string) {
  return useSWR<Product, ApiError>(catalogueKeys.productDetails(slug), () => getProductDetails(slug))
}

export function useProductSubImages(slug: string) {
  return useSWR<SubImage[], ApiError>(catalogueKeys.productSubImages(slug), () => getProductSubImages(slug))
}

export function useProductImage(slug: string) {
  return useSWR<ProductImage, ApiError>(catalogueKeys.productImage(slug), () => getProductImage(slug))
}

export function useProductBreadcrumb(slug: string) {
  return useSWR<BreadcrumbItem[], ApiError>(catalogueKeys.productBreadcrumb(slug), () => getProductBreadcrumb(slug))
}

export function useProductMainCategory(slug: string) {
  return useSWR<CategoryRef, ApiError>(catalogueKeys.productMainCategory(slug), () => getProductMainCategory(slug))
}

export function useRelatedProducts(slug: string) {
  return useSWR<Product[], ApiError>(catalogueKeys.relatedProducts(slug), () => getRelatedProducts(slug))
}

export function useOffers() {
  return useSWR<Product[], ApiError>(catalogueKeys.offers(), () => getOffers())
}

export function useManufacturerProducts(manufacture: string) {
  return useSWR<Product[], ApiError>(catalogueKeys.manufacturerProducts(manufacture), () =>
    getManufacturerProducts(manufacture),
  )
}

export function useLandingPage(slug: string) {
  return useSWR<LandingPage, ApiError>(catalogueKeys.landingPage(slug), () => getLandingPage(slug))
}

/** A content page (/page/{slug}): title, image and HTML description. */
export function useContentPage(slug: string) {
  return useSWR<Page, ApiError>(contentKeys.page(slug), () => getPage(slug))
}
