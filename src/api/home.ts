/** Home page calls (spec 000 s2 "Home page", s7): popup, banners, product rows, meta, newsletter. */
import {
  bannerSchema,
  homeMetaSchema,
  popupAdSchema,
  popupStatusSchema,
  productSchema,
  smallBannerSchema,
} from './entities'
import { getJson, postJson, type CallOptions } from './http'
import { lazySchema, itemOf, listOf, messageAnswer, optionalItemOf } from './lenient'

export const homeKeys = {
  popupAd: () => ['popup-advertise'] as const,
  popupStatus: () => ['popup-status'] as const,
  recommended: () => ['get-recommended-product'] as const,
  meta: () => ['home-meta-tag'] as const,
  featured: () => ['feature-product'] as const,
  topBanners: () => ['v2/top-banner'] as const,
  offerBanners: () => ['v2/home-offer-banner'] as const,
  smallBanners: () => ['v2/home-small-banner'] as const,
  categoryRow: (row: HomeCategoryRow) => ['home-category-row', row] as const,
}

const products = lazySchema(() => listOf(productSchema))

/** The popup advertisement, or null when the shop has none. */
export function getPopupAd(options?: CallOptions) {
  return getJson('/api/popup-advertise', optionalItemOf(popupAdSchema), options)
}

/** `{status: true}` when the popup is to be shown. */
export function getPopupStatus(options?: CallOptions) {
  return getJson('/api/popup-status', itemOf(popupStatusSchema), options)
}

/** "Recommend For You" row; shown only when non-empty. */
export function getRecommendedProducts(options?: CallOptions) {
  return getJson('/api/get-recommended-product', products, options)
}

export function getHomeMeta(options?: CallOptions) {
  return getJson('/api/home-meta-tag', itemOf(homeMetaSchema), options)
}

export function getFeaturedProducts(options?: CallOptions) {
  return getJson('/api/feature-product', products, options)
}

export function getTopBanners(options?: CallOptions) {
  return getJson('/api/v2/top-banner', listOf(bannerSchema), options)
}

export function getOfferBanners(options?: CallOptions) {
  return getJson('/api/v2/home-offer-banner', listOf(bannerSchema), options)
}

export function getSmallBanners(options?: CallOptions) {
  return getJson('/api/v2/home-small-banner', listOf(smallBannerSchema), options)
}

/** The home page's fixed category rows and their calls (path typos are the backend's). */
export const HOME_CATEGORY_ROWS = {
  medicalDevice: '/api/category-medicaldevice',
  hairCare: '/api/category-haircare',
  personalCare: '/api/category-perosnalcare',
  babyCare: '/api/category-babycategory',
} as const
export type HomeCategoryRow = keyof typeof HOME_CATEGORY_ROWS

export function getHomeCategoryRow(row: HomeCategoryRow, options?: CallOptions) {
  return getJson(HOME_CATEGORY_ROWS[row], products, options)
}

export interface SubscribeInput {
  email: string
}

/** Newsletter sign-up; a 422 carries `fieldErrors.email`. */
export function subscribe(input: SubscribeInput) {
  return postJson('/api/subscribe', { email: input.email }, messageAnswer)
}
