/**
 * Route guards (spec 001 s2 "Route access"), used as layout route elements:
 *   { element: <RequireAuth />, children: [...login-required routes] }
 *   { element: <GuestOnly />, children: [...guest-only routes] }
 *
 * Both judge the session as the shopper arrives at a location. A change of session while the
 * shopper stays on the page is the page's own doing (sign-in navigates to the previous page,
 * sign-out goes to '/'), so the guard does not race it with a redirect of its own.
 */
import { useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import { loginPathFor } from './redirect'
import { useSession } from './session'
import { signOutDestination } from './signInOut'

/** Whether the shopper was signed in when they arrived at the current location. */
function useSignedInOnArrival(): { signedInOnArrival: boolean; signedIn: boolean } {
  const { signedIn } = useSession()
  const location = useLocation()
  const [arrival, setArrival] = useState({ key: location.key, signedIn })
  if (arrival.key !== location.key) {
    // A new location: judge the session afresh (adjusting state while rendering, no effect needed).
    setArrival({ key: location.key, signedIn })
    return { signedInOnArrival: signedIn, signedIn }
  }
  return { signedInOnArrival: arrival.signedIn, signedIn }
}

/**
 * Login required: without a signed-in session the shopper goes to /user-login, which brings them
 * back here after sign-in. Signing out while on the page sends them to '/' (spec 001 s2: "the
 * guard sends the user to / after logout"), or where that sign-out asked to go.
 */
export function RequireAuth() {
  const location = useLocation()
  const { signedInOnArrival, signedIn } = useSignedInOnArrival()
  if (!signedIn) {
    if (signedInOnArrival) return <Navigate to={signOutDestination()} replace />
    return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />
  }
  return <Outlet />
}

/** Guest only: a signed-in shopper opening a login or registration page goes to the profile. */
export function GuestOnly() {
  const { signedInOnArrival } = useSignedInOnArrival()
  if (signedInOnArrival) return <Navigate to={ROUTES.profile} replace />
  return <Outlet />
}
