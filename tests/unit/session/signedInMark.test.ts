import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockSession } from '@mocks/node'
import { readSession } from '@/session/session'
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_MARK_SCRIPT } from '@/session/signedInMark'

function jwt(payload: unknown): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
}

/** Runs the inline script as the page would, on the current storage; true when it marked the page. */
function marked(): boolean {
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script the page inlines
  const run = new Function(SIGNED_IN_MARK_SCRIPT) as () => void
  run()
  return document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)
}

const { token, user } = mockSession()
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds

const cases: Array<[string, string | null, string | null]> = [
  ['nothing stored', null, null],
  ['a signed-in session', token, JSON.stringify(user)],
  ['a token without a user', token, null],
  ['a user without a token', null, JSON.stringify(user)],
  ['an empty token', '  ', JSON.stringify(user)],
  ['a garbage token', 'garbage', JSON.stringify(user)],
  ['a token whose payload is not JSON', 'a.b.c', JSON.stringify(user)],
  ['an expired token', jwt({ sub: '7', exp: inSeconds(-60) }), JSON.stringify(user)],
  ['an unexpired token', jwt({ sub: '7', exp: inSeconds(600) }), JSON.stringify(user)],
  ['a token without exp', jwt({ sub: '7' }), JSON.stringify(user)],
  ['a token whose exp is not a number', jwt({ sub: '7', exp: 'soon' }), JSON.stringify(user)],
  ['a JSON-quoted token (older code)', JSON.stringify(token), JSON.stringify(user)],
  ['a user that is not JSON', token, '{oops'],
  ['a user that is null', token, 'null'],
]

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE)
})

describe("checkout's signed-in mark (the inline script) agrees with the session", () => {
  it.each(cases)('%s', (_name, storedToken, storedUser) => {
    if (storedToken !== null) localStorage.setItem('token', storedToken)
    if (storedUser !== null) localStorage.setItem('user', storedUser)
    expect(marked()).toBe(readSession().signedIn)
  })

  it('marks a signed-in session, and never throws when storage cannot be read', () => {
    localStorage.setItem('token', token)
    localStorage.setItem('user', JSON.stringify(user))
    expect(marked()).toBe(true)
    // Storage refused (a browser's privacy setting): no mark, and the page goes on.
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      expect(marked()).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
