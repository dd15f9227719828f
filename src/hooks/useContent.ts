import useSWR from 'swr'
import { contentKeys, getJobDetails, getJobs, getStockRequestProduct } from '@/api/content'
import type { Job, Product } from '@/api/entities'
import type { ApiError } from '@/api/errors'

/** Job posts for Join Our Team (GET /api/job-post). */
export function useJobs() {
  return useSWR<Job[], ApiError>(contentKeys.jobs(), () => getJobs())
}

/** One job post (GET /api/job-details/{slug}); no call without a slug. */
export function useJob(slug: string | undefined) {
  return useSWR<Job, ApiError>(slug ? contentKeys.job(slug) : null, () => getJobDetails(slug ?? ''))
}

/** The product a stock request is for (GET /api/request-product/{slug}); no call without a slug. */
export function useStockRequestProduct(slug: string | undefined) {
  return useSWR<Product, ApiError>(slug ? contentKeys.stockRequestProduct(slug) : null, () =>
    getStockRequestProduct(slug ?? ''),
  )
}
