import { createContext, useContext } from 'react'

/** What a server render learns about its response while rendering (the HTTP status). */
export interface ServerResponseState {
  status: number
  setStatus: (code: number) => void
}

export function serverResponseState(status: number): ServerResponseState {
  const state: ServerResponseState = {
    status,
    setStatus: (code) => {
      state.status = code
    },
  }
  return state
}

/** Provided by the server renderer only; in the browser there is no response to shape. */
export const ServerResponseContext = createContext<ServerResponseState | null>(null)

/**
 * Sets the HTTP status of a server-rendered page (e.g. 404 for an unknown path or product).
 * Renders nothing; does nothing in the browser.
 */
export function HttpStatus({ code }: { code: number }) {
  const response = useContext(ServerResponseContext)
  response?.setStatus(code)
  return null
}
