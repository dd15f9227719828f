/** Catalogue calls (spec 000 s2, s7): listings, search, product page parts, offers, landing pages. */
import { z } from 'zod/mini'
import { apiPath } from './client'
import { breadcrumbItemSchema, categoryRefSchema, productSchema, subImageSchema } from './entities'
import { getJson, postJson, type CallOptions } from './http'
import {
  lazySchema,
  field,
  itemOf,
  listOf,
  messageAnswer,
  num,
  numOr,
  optNum,
  orNull,
  paginated,
  transformed,
} from './lenient'

/** Sort values of the listing pages (spec 000 s5). */
export const SORT_VALUES = ['default', 'price_asc', 'price_desc', 'latest', 'popular'] as const
export type ProductSort = (typeof SORT_VALUES)[number]

export interface ListingParams {
  page?: number
  sort?: ProductSort
}

export const catalogueKeys = {
  categoryProducts: (slug: string, params: ListingParams = {}) =>
    ['category-product', slug, params.page ?? 1, params.sort ?? 'default'] as const,
  subcategoryProducts: (slug: string, params: ListingParams = {}) =>
    ['categorywiseproduct', slug, params.page ?? 1, params.sort ?? 'default'] as const,
  search: (query: string, page = 1) => ['v2/product-search', query, page] as const,
  productDetails: (slug: string) => ['product-details', slug] as const,
  productSubImages: (slug: string) => ['product-sub-image', slug] as const,
  productImage: (slug: string) => ['prodcut-image', slug] as const,
  productBreadcrumb: (slug: string) => ['product-cat-subcat', slug] as const,
  productMainCategory: (slug: string) => ['product-main-category', slug] as const,
  relatedProducts: (slug: string) => ['related-product', slug] as const,
  offers: () => ['offers'] as const,
  manufacturerProducts: (manufacture: string) => ['manufacture', manufacture] as const,
  landingPage: (slug: string) => ['v2/landing-page', slug] as const,
}

const products = lazySchema(() => listOf(productSchema))
export const productPageSchema = lazySchema(() => paginated(productSchema))
export type ProductPage = z.output<typeof productPageSchema>

function listingQuery(params: ListingParams) {
  return { page: params.page, sort: params.sort }
}

/** Products of a main category and its children (route /product/{slug}); 20 per page. */
export function getCategoryProducts(slug: string, params: ListingParams = {}, options?: CallOptions) {
  const path = apiPath`/api/category-product/${slug}`
  return getJson(path, productPageSchema, { ...options, query: listingQuery(params) })
}

/** Products of exactly one (child) category (routes /category/{slug}, /sub-category/{slug}). */
export function getSubcategoryProducts(slug: string, params: ListingParams = {}, options?: CallOptions) {
  const path = apiPath`/api/categorywiseproduct/${slug}`
  return getJson(path, productPageSchema, { ...options, query: listingQuery(params) })
}

const searchMetaSchema = lazySchema(() =>
  z.object({
    current_page: z.catch(num, 1),
    last_page: z.catch(num, 1),
    per_page: orNull(optNum),
    total: numOr(0),
  }),
)
export type SearchMeta = z.output<typeof searchMetaSchema>

/** `{data, meta}`; a bare Laravel paginator is accepted too and given the same shape. */
export const searchResultSchema = lazySchema(() =>
  z.union([
    z.object({ data: products, meta: searchMetaSchema }),
    transformed(productPageSchema, (p) => ({
      data: p.data,
      meta: {
        current_page: p.current_page,
        last_page: p.last_page,
        per_page: p.per_page,
        total: p.total ?? p.data.length,
      },
    })),
  ]),
)
export type SearchResult = z.output<typeof searchResultSchema>

/** Search by name, generic or manufacturer. The query is one path segment; the caller trims it. */
export function searchProducts(query: string, page = 1, options?: CallOptions) {
  return getJson(apiPath`/api/v2/product-search/${query}`, searchResultSchema, { ...options, query: { page } })
}

export function getProductDetails(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/product-details/${slug}`, itemOf(productSchema), options)
}

/** Gallery images besides the main one. */
export function getProductSubImages(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/product-sub-image/${slug}`, listOf(subImageSchema), options)
}

export const productImageSchema = lazySchema(() => z.object({ main_image: field }))
export type ProductImage = z.output<typeof productImageSchema>

/** The main image file name (path typo is the backend's). */
export function getProductImage(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/prodcut-image/${slug}`, itemOf(productImageSchema), options)
}

/** Breadcrumb: main category, then child category. */
export function getProductBreadcrumb(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/product-cat-subcat/${slug}`, listOf(breadcrumbItemSchema), options)
}

export function getProductMainCategory(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/product-main-category/${slug}`, itemOf(categoryRefSchema), options)
}

/** Related products (alternate brands for medicines). */
export function getRelatedProducts(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/related-product/${slug}`, products, options)
}

/** Adds a product to the "Recommend For You" list; the answer is not read. */
export function storeRecommendedProduct(productId: number) {
  return postJson('/api/store-recommended-product', { product_id: productId }, messageAnswer)
}

/** Every discounted product (the offers page pages them on the client). */
export function getOffers(options?: CallOptions) {
  return getJson('/api/offers', products, options)
}

/** Products whose `menufactures` is the given name. */
export function getManufacturerProducts(manufacture: string, options?: CallOptions) {
  return getJson(apiPath`/api/manufacture/${manufacture}`, products, options)
}

export const landingPageSchema = lazySchema(() => z.object({ title: field, data: products }))
export type LandingPage = z.output<typeof landingPageSchema>

/** `{title, data: Product[]}`; the grid shows `data`. */
export function getLandingPage(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/v2/landing-page/${slug}`, landingPageSchema, options)
}
