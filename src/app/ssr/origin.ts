import { createContext, useContext } from 'react'

/**
 * The shop's public origin (https://shop.example.com.bd) for absolute URLs (share links): the
 * server's PUBLIC_ORIGIN on a server-rendered page (handed to the browser with the page, so both
 * agree), else the page's own origin.
 */
export const PublicOriginContext = createContext<string | null>(null)

export function usePublicOrigin(): string {
  const origin = useContext(PublicOriginContext)
  return origin ?? window.location.origin
}
