import { act } from 'react'
import { createRoot } from 'react-dom/client'
import {
  createMemoryRouter,
  RouterProvider,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
  type To,
} from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mockSession } from '@mocks/node'
import { accountRoutes } from '@/app/routes/account'
import { GuestOnly, RequireAuth } from '@/session/guards'
import { sessionStore } from '@/session/session'
import { signOut } from '@/session/signInOut'

/** The paths under the layout route whose (lazily loaded) component is the given guard. */
async function pathsUnder(guard: typeof GuestOnly | typeof RequireAuth): Promise<string[]> {
  for (const route of accountRoutes) {
    if (typeof route.lazy !== 'function' || !route.children) continue
    const loaded = (await route.lazy()) as { Component?: unknown }
    if (loaded.Component === guard) return route.children.map((child) => child.path ?? '')
  }
  return []
}

describe('account route table (spec 001 s2 "Route access")', () => {
  it('guest only: the login, registration and phone-login pages', async () => {
    expect(await pathsUnder(GuestOnly)).toEqual(['/user-login', '/user-registration', '/userlogin'])
  })

  it('login required: profile, orders, order details, information, cancel, addresses, prescriptions, medicines', async () => {
    expect(await pathsUnder(RequireAuth)).toEqual([
      '/user-profile',
      '/orders',
      '/order-details/:id',
      '/my-information',
      '/cancel-oreder-request/:id',
      '/my-address',
      '/add-address',
      '/update-address/:id',
      '/my-prescription',
      '/my-medicines',
    ])
  })

  it('open: both reset-password routes', () => {
    const open = accountRoutes.filter((route) => route.path).map((route) => route.path)
    expect(open).toEqual(['/reset-password', '/reset-password/:token'])
  })

  it('every page is lazy', () => {
    const pages = accountRoutes.flatMap((route) => (route.children ? route.children : [route]))
    expect(pages.every((route) => typeof route.lazy === 'function' && !route.element)).toBe(true)
  })
})

describe('guards', () => {
  let container: HTMLDivElement
  let root: ReturnType<typeof createRoot>

  const page = (name: string): RouteObject['element'] => <h1>{name}</h1>
  const routes: RouteObject[] = [
    { path: '/', element: page('Home') },
    { element: <GuestOnly />, children: [{ path: '/user-login', element: page('Login') }] },
    {
      element: <RequireAuth />,
      children: [
        { path: '/orders', element: page('Orders') },
        { path: '/user-profile', element: page('Profile') },
      ],
    },
  ]

  async function open(url: string) {
    const router = createMemoryRouter(routes, { initialEntries: [url] })
    await act(async () => {
      root.render(<RouterProvider router={router} />)
      await Promise.resolve()
    })
    return router
  }

  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    sessionStore.reload()
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })

  it('sends a guest from a login-required page to /user-login with the way back', async () => {
    const router = await open('/orders?page=2')
    expect(router.state.location.pathname).toBe('/user-login')
    expect(router.state.location.search).toBe('?redirect=%2Forders%3Fpage%3D2')
    expect(container.textContent).toBe('Login')
  })

  it('lets a signed-in customer in, and sends them from the login page to the profile', async () => {
    const { token, user } = mockSession()
    sessionStore.signIn(token, user)
    let router = await open('/orders')
    expect(container.textContent).toBe('Orders')
    act(() => root.unmount())
    root = createRoot(container)
    router = await open('/user-login')
    expect(router.state.location.pathname).toBe('/user-profile')
  })

  it('signing in on the login page does not bounce: the page decides where to go', async () => {
    const router = await open('/user-login')
    const { token, user } = mockSession()
    await act(async () => {
      sessionStore.signIn(token, user)
      await Promise.resolve()
    })
    expect(router.state.location.pathname).toBe('/user-login')
    await act(async () => router.navigate('/orders', { replace: true }))
    expect(container.textContent).toBe('Orders')
  })

  it('signing out on a login-required page goes to /, not to the login page', async () => {
    const { token, user } = mockSession()
    sessionStore.signIn(token, user)
    const router = await open('/user-profile')
    const navigate: NavigateFunction = (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)
    await act(async () => {
      signOut(navigate)
      await Promise.resolve()
    })
    expect(router.state.location.pathname).toBe('/')
    expect(container.textContent).toBe('Home')
  })
})
