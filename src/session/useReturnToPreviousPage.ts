import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { returnPathFrom } from './redirect'

/**
 * "Back to the previous page" (spec 001 s4) for the sign-in and registration pages: the safe
 * `?redirect=` path (or router state `from`) when there is one, else one step back when the
 * shopper came here from another page of this visit, else `fallback`.
 */
export function useReturnToPreviousPage(fallback = '/'): () => void {
  const navigate = useNavigate()
  const location = useLocation()
  const { search, key } = location
  const state: unknown = location.state
  return useCallback(() => {
    const target = returnPathFrom(search, state)
    if (target) void navigate(target, { replace: true })
    else if (key !== 'default') void navigate(-1)
    else void navigate(fallback, { replace: true })
  }, [navigate, search, state, key, fallback])
}
