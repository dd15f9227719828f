import { useVisitorKnown } from '@/lib/hydrated'
import { SIGNED_IN_MARK_SCRIPT } from '@/session/signedInMark'
import { useScriptNonce } from './nonce'

/**
 * Marks a server-drawn page `<html data-signed-in>` before its per-visitor parts are parsed, when
 * this browser holds a session (src/session/signedInMark.ts). Rendered where the mark must be set,
 * ahead of what it hides; it runs only as the server's HTML is parsed. So it is rendered only by
 * the server and by hydration (which adopts the server's element): a page drawn in the browser
 * knows the session from its first render, and a script React creates there would not run (React
 * warns about it).
 */
export function SignedInMark() {
  const nonce = useScriptNonce()
  // Gone after hydration's transition (not in a synchronous render of its own).
  const known = useVisitorKnown()
  if (known) return null
  return <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: SIGNED_IN_MARK_SCRIPT }} />
}
