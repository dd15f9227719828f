import { useCallback, useState } from 'react'

/**
 * 'Try again' for a failed SWR call. `retrying` is true only while a retry the shopper asked for
 * is in flight: SWR's own background retries are not shown as loading (the failure stays said
 * until an answer replaces it).
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
