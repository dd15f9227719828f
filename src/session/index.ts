/** The shopper's session: store, guards, sign-in/out, the start-up check and the return path. */
export { isTokenValid, readSession, sessionStore, useSession, type Session } from './session'
export { GuestOnly, RequireAuth } from './guards'
export { GUEST_ONLY_PATHS, REDIRECT_PARAM, loginPathFor, returnPathFrom, safeReturnPath } from './redirect'
export { SessionCheck, checkSession, checkSessionOnce, type SessionCheckResult } from './sessionCheck'
export {
  clearCustomerData,
  completeSignIn,
  isCustomerKey,
  signOut,
  signOutDestination,
  useSignOut,
  type SignInAnswer,
} from './signInOut'
export { useReturnToPreviousPage } from './useReturnToPreviousPage'
