/**
 * Leaving for the payment gateway. The page sends the browser there with `window.location.assign`;
 * stories and tests provide their own function to see where it would go without leaving.
 */
import { createContext, useContext } from 'react'

export type GatewayRedirect = (url: string) => void

export const GatewayRedirectContext = createContext<GatewayRedirect>((url) => window.location.assign(url))

export function useGatewayRedirect(): GatewayRedirect {
  return useContext(GatewayRedirectContext)
}
