import { beforeEach, describe, expect, it } from 'vitest'
import { mockSession } from '@mocks/node'
import { isTokenValid, readSession, sessionStore } from '@/session/session'

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
}

describe('session', () => {
  beforeEach(() => sessionStore.reload())

  it('is signed in with a decodable, unexpired token and a stored user', () => {
    const { token, user } = mockSession()
    sessionStore.signIn(token, user)
    expect(localStorage.getItem('token')).toBe(token)
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ id: 7 })
    expect(sessionStore.getSnapshot()).toMatchObject({ signedIn: true, user: { id: 7 } })
  })

  it('is signed out with an expired token, a garbage token or no user', () => {
    const now = Date.now()
    expect(isTokenValid(jwt({ sub: '7', exp: Math.floor(now / 1000) - 60 }), now)).toBe(false)
    expect(isTokenValid(jwt({ sub: '7', exp: Math.floor(now / 1000) + 60 }), now)).toBe(true)
    expect(isTokenValid('not-a-jwt')).toBe(false)
    expect(isTokenValid('')).toBe(false)

    localStorage.setItem('token', 'garbage')
    localStorage.setItem('user', JSON.stringify({ id: 7, name: 'Rahima' }))
    expect(readSession().signedIn).toBe(false)

    localStorage.setItem('token', mockSession().token)
    localStorage.setItem('user', '{oops')
    expect(readSession().signedIn).toBe(false)
  })

  it('signs out by removing token and user only', () => {
    const { token, user } = mockSession()
    sessionStore.signIn(token, user)
    localStorage.setItem('cart', '[]')
    sessionStore.signOut()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(localStorage.getItem('cart')).toBe('[]')
    expect(sessionStore.getSnapshot().signedIn).toBe(false)
  })

  it('storing the same customer again (the start-up has-user check) keeps the snapshot and tells no one', () => {
    const { token, user } = mockSession()
    sessionStore.signIn(token, user)
    const before = sessionStore.getSnapshot()
    let told = 0
    const stop = sessionStore.subscribe(() => (told += 1))
    try {
      sessionStore.updateUser({ ...user })
      expect(sessionStore.getSnapshot()).toBe(before)
      expect(told).toBe(0)
      sessionStore.updateUser({ ...user, name: `${user.name} Begum` })
      expect(sessionStore.getSnapshot()).not.toBe(before)
      expect(sessionStore.getSnapshot().user?.name).toBe(`${user.name} Begum`)
      expect(told).toBe(1)
    } finally {
      stop()
    }
  })
})
