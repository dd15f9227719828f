import { createContext, useContext } from 'react'

/** True inside the page shell (which renders the page's `<main>`). */
export const InShellContext = createContext(false)

/** Whether this is rendered inside the shell: a route's error page then needs no `<main>` of its own. */
export function useInShell(): boolean {
  return useContext(InShellContext)
}
