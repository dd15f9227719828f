/**
 * SWR hooks of the home page (spec 000 s2 "Home page", s7). Each section has its own call; a
 * failed call is logged (s8) and leaves only its section empty.
 */
import { useCallback } from 'react'
import useSWR from 'swr'
import type { Banner, HomeMeta, Product, SmallBanner } from '@/api/entities'
import { isApiError, type ApiError } from '@/api/errors'
import {
  getHomeCategoryRow,
  getHomeMeta,
  getOfferBanners,
  getRecommendedProducts,
  getSmallBanners,
  getTopBanners,
  homeKeys,
  subscribe,
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

/** What the newsletter form shows after a sign-up attempt. */
export type SubscribeOutcome =
  | { ok: true; message: string }
  /** `fieldError`: the server's first email message (422), shown under the input. */
  | { ok: false; fieldError: string | null }

/** POST /api/subscribe, turned into what the form shows. Never throws; other failures are logged. */
export async function subscribeOutcome(email: string): Promise<SubscribeOutcome> {
  try {
    const answer = await subscribe({ email })
    return { ok: true, message: answer.message }
  } catch (error) {
    const message = isApiError(error) && error.status === 422 ? error.fieldError('email') : undefined
    if (message) return { ok: false, fieldError: message }
    console.error('Subscribe failed', error)
    return { ok: false, fieldError: null }
  }
}

/** The newsletter's sign-up for the page. */
export function useSubscribe(): (email: string) => Promise<SubscribeOutcome> {
  return useCallback((email: string) => subscribeOutcome(email), [])
}
