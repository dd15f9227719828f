/**
 * SWR is configured once, here. Hooks pass their own fetcher (always a function of src/api), so
 * keys stay typed; this sets how every hook retries, dedupes and revalidates.
 */
import type { SWRConfiguration } from 'swr'
import { isApiError } from '@/api/errors'

/** Retries only what a retry can fix: network failures and 5xx, at most 3 times, with backoff. */
export function shouldRetry(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.kind === 'network') return true
  return error.kind === 'http' && error.status >= 500
}

export const MAX_RETRIES = 3

export const swrConfig: SWRConfiguration = {
  dedupingInterval: 2000,
  revalidateOnFocus: false,
  keepPreviousData: false,
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (!shouldRetry(error) || retryCount >= MAX_RETRIES) return
    const wait = Math.min(1000 * 2 ** retryCount, 8000)
    setTimeout(() => void revalidate({ retryCount }), wait)
  },
}
