import useSWR from 'swr'
import type { ApiError } from '@/api/errors'
import { banglaSearchKey, fetchBanglaSearch, type BanglaAnswer } from './banglaSearchFetch'

/** The search page's use: nothing is sent when `enabled` is false. */
export function useBanglaSearch(query: string, enabled: boolean) {
  return useSWR<BanglaAnswer, ApiError>(enabled ? banglaSearchKey(query) : null, () => fetchBanglaSearch(query))
}
