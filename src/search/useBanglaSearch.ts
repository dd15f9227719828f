import useSWR from 'swr'
import type { ApiError } from '@/api/errors'
import { banglaSearchKey, fetchBanglaSearch, type BanglaAnswer } from './script'

/**
 * The Bangla search's answer for the search page (issue 24), under the key the header's
 * suggestions use, so a query already suggested is not searched again. Nothing is sent when
 * `enabled` is false.
 */
export function useBanglaSearch(query: string, enabled: boolean) {
  return useSWR<BanglaAnswer, ApiError>(enabled ? banglaSearchKey(query) : null, () => fetchBanglaSearch(query))
}
