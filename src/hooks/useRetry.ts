import { useCallback, useState } from 'react'
import type { SWRResponse } from 'swr'

/**
 * 'Try again' for a failed SWR call, by the one rule of decision 0023: `retrying` ('Trying
 * again…') is true only while a retry the shopper asked for is in flight. SWR's own background
 * retries are not shown as loading: the failure stays said until an answer replaces it.
 */
export function useRetry(revalidate: () => Promise<unknown>): { retrying: boolean; retry: () => void } {
  const [retrying, setRetrying] = useState(false)
  const retry = useCallback(() => {
    setRetrying(true)
    void revalidate()
      .catch(() => undefined)
      .finally(() => setRetrying(false))
  }, [revalidate])
  return { retrying, retry }
}

export interface LoadState {
  /** The first answer is awaited: skeletons (no fixed delay, decision 0016). */
  loading: boolean
  /** The shopper's 'Try again' is in flight (useRetry's rule). */
  retrying: boolean
  onRetry: () => void
}

/**
 * What a view shows of an SWR answer: skeletons only while the first answer is awaited, and after
 * a failure the error with 'Try again' (busy only while the shopper's retry is in flight).
 */
export function useLoadState<D, E>(swr: Pick<SWRResponse<D, E>, 'isLoading' | 'error' | 'mutate'>): LoadState {
  const failed = swr.error !== undefined && swr.error !== null
  const { retrying, retry } = useRetry(swr.mutate)
  return { loading: swr.isLoading && !failed, retrying, onRetry: retry }
}
