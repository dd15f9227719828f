import { preload } from 'swr'
import useSWRImmutable from 'swr/immutable'
import type { SiteMeta } from '@/api/entities'
import type { ApiError } from '@/api/errors'
import { getSiteMeta, shellKeys } from '@/api/shell'

const key = shellKeys.siteMeta()
const fetchSiteMeta = () => getSiteMeta()

/**
 * Site metadata (/api/v2/tags): needed at start-up and by the footer, fetched once per page load.
 * Immutable: never revalidated on focus, reconnect or remount during the visit.
 */
export function useSiteMeta() {
  return useSWRImmutable<SiteMeta, ApiError>(key, fetchSiteMeta)
}

/** Starts the call at start-up so the first render finds it in flight (deduplicated with the hook). */
export function preloadSiteMeta(): void {
  void preload(key, fetchSiteMeta).catch(() => undefined)
}
