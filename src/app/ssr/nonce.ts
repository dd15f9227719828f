import { createContext, useContext } from 'react'
import { payloadElement } from './payload'

/**
 * The CSP nonce of a server-rendered page, for the script elements the page itself renders
 * (structured data): the server's render gets it with the request; the browser reads it from the
 * page's data element, so hydration renders the same attribute. Null in a static build.
 */
export const ScriptNonceContext = createContext<string | null>(null)

export function useScriptNonce(): string | null {
  return useContext(ScriptNonceContext)
}

/**
 * The nonce the server gave this page: its data element's (browsers hide the attribute from
 * getAttribute once a policy applies, the `nonce` property keeps it). Null without one.
 */
export function readPageNonce(doc: Document = document): string | null {
  const element = payloadElement(doc)
  return element?.nonce ? element.nonce : null
}
