import { useCallback, useRef, useState } from 'react'

export interface OneAtATime<K> {
  /**
   * Starts `task` unless one is still running, and returns its promise; returns null (and starts
   * nothing) while one runs. The lock is taken synchronously, before any await, so a second call
   * in the same task (a double click, a held Enter: React has not re-rendered yet) is refused too.
   * It is released when the task settles, whether it resolves or rejects.
   */
  run: <T>(task: () => Promise<T>, key?: K) => Promise<T> | null
  /** The key of the task in flight (e.g. the id of the row it works on; `true` without one), or null. */
  pending: K | null
}

/**
 * One request at a time (docs/decisions/0018-submit-lockouts.md): form submits, Apply Coupon,
 * Order Again, an address's Active/Delete, Place Order's validation. No fixed lockout: the lock
 * lasts exactly as long as the request.
 */
export function useOneAtATime<K = true>(): OneAtATime<K> {
  const running = useRef(false)
  const [pending, setPending] = useState<K | null>(null)

  const run = useCallback(<T>(task: () => Promise<T>, key?: K): Promise<T> | null => {
    if (running.current) return null
    running.current = true
    setPending(key ?? (true as K))
    // The executor runs synchronously: the task starts now, and a throw becomes a rejection.
    return new Promise<T>((resolve) => resolve(task())).finally(() => {
      running.current = false
      setPending(null)
    })
  }, [])

  return { run, pending }
}
