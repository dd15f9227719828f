import { http, HttpResponse } from 'msw'
import { SWRConfig, unstable_serialize } from 'swr'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { failWith, hang } from '@mocks/faults'
import { mockSession, mockToken, server } from '@mocks/node'
import { sessionStore } from '@/session/session'
import { checkSession, checkSessionOnce, resetSessionCheck } from '@/session/sessionCheck'
import { clearCustomerData, completeSignIn, isCustomerKey, signOut, signOutDestination } from '@/session/signInOut'

const demo = mockSession()

function hasUserCalls(): unknown[] {
  const bodies: unknown[] = []
  server.use(
    http.post('*/api/auth/has-user', async ({ request }) => {
      bodies.push(await request.clone().json())
      return undefined
    }),
  )
  return bodies
}

describe('session at start (has-user)', () => {
  beforeEach(() => {
    sessionStore.reload()
    resetSessionCheck()
  })

  it('asks nothing when signed out', async () => {
    const calls = hasUserCalls()
    await expect(checkSession()).resolves.toBe('signed-out')
    expect(calls).toEqual([])
  })

  it('asks nothing for an expired token (signed out)', async () => {
    const calls = hasUserCalls()
    localStorage.setItem('token', 'not-a-jwt')
    localStorage.setItem('user', JSON.stringify(demo.user))
    sessionStore.reload()
    await expect(checkSession()).resolves.toBe('signed-out')
    expect(calls).toEqual([])
  })

  it('stores the customer the server confirms', async () => {
    const calls = hasUserCalls()
    sessionStore.signIn(demo.token, { ...demo.user, name: 'Old name', image: '' })
    await expect(checkSession()).resolves.toBe('confirmed')
    expect(calls).toEqual([{ id: 7 }])
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      id: 7,
      name: 'Rahima Akter',
      email: 'demo@medibazar.test',
      phone: '01711000000',
      image: 'rahima-akter.svg',
    })
    expect(sessionStore.getSnapshot().signedIn).toBe(true)
  })

  it('removes token and user when the server answers {} (unknown user), keeping the cart', async () => {
    sessionStore.signIn(mockToken(999), { id: 999, name: 'Gone', email: '', phone: '', image: '' })
    localStorage.setItem('cart', '[]')
    await expect(checkSession()).resolves.toBe('removed')
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(localStorage.getItem('cart')).toBe('[]')
    expect(sessionStore.getSnapshot().signedIn).toBe(false)
  })

  it('keeps the session when the check fails (offline, 5xx)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(failWith('POST', '/api/auth/has-user', 500))
    sessionStore.signIn(demo.token, demo.user)
    await expect(checkSession()).resolves.toBe('unchanged')
    expect(sessionStore.getSnapshot()).toMatchObject({ signedIn: true, user: { id: 7 } })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('ignores an answer that arrives after the shopper signed out', async () => {
    server.use(http.post('*/api/auth/has-user', () => HttpResponse.json({})))
    sessionStore.signIn(demo.token, demo.user)
    const pending = checkSession()
    sessionStore.signOut()
    sessionStore.signIn(mockSession(2).token, mockSession(2).user)
    await expect(pending).resolves.toBe('unchanged')
    expect(sessionStore.getSnapshot().user?.id).toBe(2)
  })

  it('runs once per page load', async () => {
    const calls = hasUserCalls()
    sessionStore.signIn(demo.token, demo.user)
    const first = checkSessionOnce()
    const second = checkSessionOnce()
    expect(second).toBe(first)
    await first
    await checkSessionOnce()
    expect(calls).toHaveLength(1)
  })

  it('the in-flight check is shared (a hanging call is asked once)', () => {
    server.use(hang('POST', '/api/auth/has-user'))
    const calls = hasUserCalls()
    sessionStore.signIn(demo.token, demo.user)
    void checkSessionOnce()
    void checkSessionOnce()
    return vi.waitFor(() => expect(calls).toHaveLength(1))
  })
})

describe('sign-in and sign-out', () => {
  beforeEach(() => sessionStore.reload())

  it('recognises the cache keys of customer data', () => {
    expect(isCustomerKey(['auth/order-list', 7, 1])).toBe(true)
    expect(isCustomerKey(['auth/customer-active-address', 7])).toBe(true)
    expect(isCustomerKey(['wallet-credit', 7])).toBe(true)
    expect(isCustomerKey(['order-item', '106'])).toBe(true)
    expect(isCustomerKey(['feature-product'])).toBe(false)
    expect(isCustomerKey(['city'])).toBe(false)
    expect(isCustomerKey('auth/order-list')).toBe(false)
    expect(isCustomerKey([7])).toBe(false)
  })

  it('drops cached customer data and keeps the rest', async () => {
    const { cache } = SWRConfig.defaultValue
    // As useSWR stores answers: the data with the original key (`_k`) the filter is given.
    const orders = ['auth/order-list', 7, 1]
    const products = ['feature-product']
    const orderEntry = { data: { data: ['order'] }, _k: orders }
    const productEntry = { data: ['product'], _k: products }
    cache.set(unstable_serialize(orders), orderEntry)
    cache.set(unstable_serialize(products), productEntry)
    await clearCustomerData()
    expect(cache.get(unstable_serialize(orders))?.data).toBeUndefined()
    expect(cache.get(unstable_serialize(products))?.data).toEqual(['product'])
  })

  it('completeSignIn stores the token and the customer of a login answer', () => {
    completeSignIn({ access_token: demo.token, user: demo.user })
    expect(localStorage.getItem('token')).toBe(demo.token)
    expect(sessionStore.getSnapshot()).toMatchObject({ signedIn: true, user: { id: 7 } })
    expect(signOutDestination()).toBe('/')
  })

  it('signOut removes token and user and goes to / (or where it was asked to)', () => {
    const navigate = vi.fn()
    completeSignIn({ access_token: demo.token, user: demo.user })
    localStorage.setItem('cart', '[{"id":1}]')
    signOut(navigate)
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(localStorage.getItem('cart')).toBe('[{"id":1}]')
    expect(navigate).toHaveBeenCalledWith('/', { replace: false })
    expect(signOutDestination()).toBe('/')

    completeSignIn({ access_token: demo.token, user: demo.user })
    signOut(navigate, '/user-login?redirect=%2Forders')
    expect(navigate).toHaveBeenLastCalledWith('/user-login?redirect=%2Forders', { replace: true })
    expect(signOutDestination()).toBe('/user-login?redirect=%2Forders')
    completeSignIn({ access_token: demo.token, user: demo.user })
    expect(signOutDestination()).toBe('/')
  })
})
