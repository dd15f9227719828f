import { useCallback, useEffect, useState } from 'react'

/** How long the checkout waits for a call its totals depend on before saying it is slow. */
export const TAKING_LONG_MS = 10_000

export interface TakingLong {
  /** The same calls have been waited for `afterMs` or more. */
  slow: boolean
  /** The calls were asked again ('Try again'): wait `afterMs` afresh before saying so again. */
  restart: () => void
}

/**
 * Whether the calls named by `waitingFor` (their SWR keys, joined; '' when nothing is awaited)
 * have been in flight for `afterMs`. A different set of calls starts the wait afresh; so does
 * `restart()`. Nothing is said before `afterMs`, and nothing while nothing is awaited.
 */
export function useTakingLong(waitingFor: string, afterMs: number = TAKING_LONG_MS): TakingLong {
  const [round, setRound] = useState(0)
  const [slowAt, setSlowAt] = useState<string | null>(null)
  const current = waitingFor === '' ? null : `${round}|${waitingFor}`
  useEffect(() => {
    if (current === null) return
    const timer = setTimeout(() => setSlowAt(current), afterMs)
    return () => clearTimeout(timer)
  }, [current, afterMs])
  const restart = useCallback(() => setRound((n) => n + 1), [])
  return { slow: current !== null && slowAt === current, restart }
}
