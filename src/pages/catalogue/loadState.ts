import type { SWRResponse } from 'swr'

/**
 * What the views show from an SWR answer: skeletons only while the first answer is awaited
 * (docs/decisions/0016); after a failure the error stays on screen, its 'Try again' busy while
 * SWR or the shopper retries.
 */
export function loadState<D, E>(
  swr: Pick<SWRResponse<D, E>, 'isLoading' | 'isValidating' | 'error'>,
): {
  loading: boolean
  retrying: boolean
} {
  const failed = swr.error !== undefined && swr.error !== null
  return { loading: swr.isLoading && !failed, retrying: failed && swr.isValidating }
}
