/**
 * The signed-in mark of a server-drawn page (decision 0052). The server draws checkout as no
 * visitor in particular (decision 0046) and never reads this browser's storage, so its HTML holds
 * the guest's 'Returning customer?' prompt; the session is known only after hydration. This
 * script, inlined in the page under the answer's nonce (src/app/ssr/SignedInMark.tsx), runs
 * before the prompt is parsed and marks the document `<html data-signed-in>` when this browser
 * holds a session, so CSS keeps the prompt out of a signed-in shopper's first paint and nothing
 * moves when hydration takes it away.
 *
 * It mirrors readSession (src/session/session.ts, the rule's home): a stored token whose payload
 * decodes and has not expired, and a stored user (JSON of an object; the customer's own schema is
 * not checked here). tests/unit/session/signedInMark.test.ts runs both on the same storage. Where
 * they could differ (a stored user the schema refuses), the page shows the prompt after hydration:
 * the mark only hides what is drawn before the visitor is known.
 */
import { STORAGE_KEYS } from '@/lib/storage'

export const SIGNED_IN_ATTRIBUTE = 'data-signed-in'

// eslint-disable-next-line lingui/no-unlocalized-strings -- a script's source, no shopper reads it
export const SIGNED_IN_MARK_SCRIPT = `(function(){try{var s=localStorage,t=(s.getItem('${STORAGE_KEYS.token}')||'').trim(),u=JSON.parse(s.getItem('${STORAGE_KEYS.user}')||'null');if(t.charAt(0)=='"')t=JSON.parse(t);var e=JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/'))).exp;if(t&&u&&typeof u=='object'&&(e===undefined||typeof e=='number'&&e*1e3>Date.now()))document.documentElement.setAttribute('${SIGNED_IN_ATTRIBUTE}','')}catch(x){}})()`
