import { useEffect } from 'react'

/**
 * Spec 000 s8: failures of the shell and home calls are logged only; the section stays empty.
 * Logs each failed answer once (SWR keeps the same error object until the next attempt).
 */
export function useLogFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`${what} could not be loaded`, error)
  }, [what, error])
}
