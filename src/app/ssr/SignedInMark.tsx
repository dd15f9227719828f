import { SIGNED_IN_MARK_SCRIPT } from '@/session/signedInMark'
import { useScriptNonce } from './nonce'

/**
 * Marks a server-drawn page `<html data-signed-in>` before its per-visitor parts are parsed, when
 * this browser holds a session (src/session/signedInMark.ts). Rendered where the mark must be set,
 * ahead of what it hides; it runs only as the server's HTML is parsed (a script React inserts in a
 * page drawn in the browser does not run, and there the session is known from the first render).
 */
export function SignedInMark() {
  const nonce = useScriptNonce()
  return <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: SIGNED_IN_MARK_SCRIPT }} />
}
