/**
 * SWR hooks of the home page (spec 000 s2 "Home page", s7). Each section has its own call; a
 * failed call is logged (s8) and leaves only its section empty.
 */
import useSWR from 'swr'
import type { Banner, HomeMeta, Product, SmallBanner } from '@/api/entities'
import type { ApiError } from '@/api/errors'
import {
  getHomeCategoryRow,
  getHomeMeta,
  getOfferBanners,
  getRecommendedProducts,
  getSmallBanners,
  getTopBanners,
  homeKeys,
  type HomeCategoryRow,
} from '@/api/home'
import { useLogFailure } from './useLogFailure'

export function useTopBanners() {
  const result = useSWR<Banner[], ApiError>(homeKeys.topBanners(), () => getTopBanners())
  useLogFailure('Top banners', result.error)
  return result
}

export function useSmallBanners() {
  const result = useSWR<SmallBanner[], ApiError>(homeKeys.smallBanners(), () => getSmallBanners())
  useLogFailure('Small banners', result.error)
  return result
}

export function useOfferBanners() {
  const result = useSWR<Banner[], ApiError>(homeKeys.offerBanners(), () => getOfferBanners())
  useLogFailure('Offer banners', result.error)
  return result
}

/** One of the home page's fixed category rows (medical devices, hair care, personal care, baby care). */
export function useHomeCategoryRow(row: HomeCategoryRow, { enabled = true }: { enabled?: boolean } = {}) {
  const result = useSWR<Product[], ApiError>(enabled ? homeKeys.categoryRow(row) : null, () => getHomeCategoryRow(row))
  useLogFailure(`Home row ${row}`, result.error)
  return result
}

/** 'Recommend For You': the section shows only when the list is non-empty. */
export function useRecommendedProducts() {
  const result = useSWR<Product[], ApiError>(homeKeys.recommended(), () => getRecommendedProducts())
  useLogFailure('Recommended products', result.error)
  return result
}

/** Title, description and keywords of the home page. */
export function useHomeMeta() {
  const result = useSWR<HomeMeta, ApiError>(homeKeys.meta(), () => getHomeMeta())
  useLogFailure('Home meta', result.error)
  return result
}
