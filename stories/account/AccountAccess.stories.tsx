import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import LoginPage from '@/pages/account/LoginPage'
import OrdersPage from '@/pages/account/OrdersPage'
import PhoneLoginPage from '@/pages/account/PhoneLoginPage'
import ProfilePage from '@/pages/account/ProfilePage'
import RegistrationPage from '@/pages/account/RegistrationPage'
import ResetPasswordPage from '@/pages/account/ResetPasswordPage'
import { GuestOnly, RequireAuth, SessionCheck } from '@/session'
import { resetSessionCheck } from '@/session/sessionCheck'
import { mockToken } from '@mocks/session'
import { demo, expectExactLocation, fill, storedUser } from './support'

/** The account routes as the app wires them (guards as layout routes), with a stand-in home page. */
function AccountRoutes() {
  return (
    <>
      <SessionCheck />
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route element={<GuestOnly />}>
          <Route path="/user-login" element={<LoginPage />} />
          <Route path="/user-registration" element={<RegistrationPage />} />
          <Route path="/userlogin" element={<PhoneLoginPage />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="/user-profile" element={<ProfilePage />} />
          <Route path="/orders" element={<OrdersPage />} />
        </Route>
        <Route path="/reset-password/:token?" element={<ResetPasswordPage />} />
      </Routes>
    </>
  )
}

/** A JWT whose payload decodes but expired an hour ago. */
function expiredToken(): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  const exp = Math.floor(Date.now() / 1000) - 3600
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '7', exp })}.signature`
}

/**
 * Route access (spec 001 s2, 000 s4): login-required pages send a guest to /user-login and back
 * after sign-in; guest-only pages send a signed-in customer to /user-profile; the reset pages are
 * open. Signed in means a decodable, unexpired token plus a stored user. At start the has-user
 * check confirms the stored customer or removes an unknown one. Logout goes to '/'.
 */
const meta = {
  title: 'Flows/AccountAccess',
  component: AccountRoutes,
  tags: ['autodocs'],
  parameters: { chromatic: { disableSnapshot: true }, route: { url: '/orders' } },
  beforeEach() {
    resetSessionCheck()
  },
} satisfies Meta<typeof AccountRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** A guest opening /orders signs in and comes back to /orders. */
export const GuestSignsInAndReturns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectExactLocation(canvasElement, '/user-login?redirect=%2Forders')
    await fill(await canvas.findByRole('textbox', { name: /Email/ }), 'demo@medibazar.test')
    await fill(canvas.getByLabelText(/Password/), 'demo1234')
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expectExactLocation(canvasElement, '/orders')
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
  },
}

/** The guest signs in by phone PIN from the login page's link and still comes back. */
export const GuestSignsInByPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('link', { name: 'Login with phone PIN' }))
    await expectExactLocation(canvasElement, '/userlogin?redirect=%2Forders')
    await fill(canvas.getByRole('textbox', { name: /Phone number/ }), '01711000000')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await userEvent.type(await canvas.findByRole('textbox', { name: /PIN/ }), '1234')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }))
    await expectExactLocation(canvasElement, '/orders')
  },
}

/** A stored token that has expired counts as signed out. */
export const ExpiredToken: Story = {
  parameters: { session: { signedIn: { token: expiredToken(), user: demo.user } } },
  play: async ({ canvasElement }) => {
    await expectExactLocation(canvasElement, '/user-login?redirect=%2Forders')
  },
}

/** A signed-in customer opening the login page goes to the profile. */
export const SignedInOpensLogin: Story = {
  parameters: { route: { url: '/user-login' }, session: { signedIn: demo } },
  play: async ({ canvasElement }) => {
    await expectExactLocation(canvasElement, '/user-profile')
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
  },
}

/** ... and the phone login and registration pages too. */
export const SignedInOpensPhoneLogin: Story = {
  parameters: { route: { url: '/userlogin' }, session: { signedIn: demo } },
  play: async ({ canvasElement }) => {
    await expectExactLocation(canvasElement, '/user-profile')
  },
}

/** The reset pages are open to a signed-in customer as well. */
export const ResetPasswordOpen: Story = {
  parameters: { route: { url: '/reset-password/demo-reset-token' }, session: { signedIn: demo } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
    await expectExactLocation(canvasElement, '/reset-password/demo-reset-token')
  },
}

/** Logout from the account menu: token and user removed, on to '/', not to the login page. */
export const LogoutGoesHome: Story = {
  parameters: { route: { url: '/user-profile' }, session: { signedIn: demo } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }))
    await expectExactLocation(canvasElement, '/')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible()
    await expect(localStorage.getItem('token')).toBeNull()
    await expect(localStorage.getItem('user')).toBeNull()
  },
}

/** At start, has-user confirms the stored customer and refreshes what the browser holds. */
export const SessionConfirmed: Story = {
  parameters: {
    route: { url: '/user-profile' },
    session: { signedIn: { token: demo.token, user: { ...demo.user, name: 'Old name' } } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storedUser()).toMatchObject({ id: 7, name: 'Rahima Akter' }))
    await expectExactLocation(canvasElement, '/user-profile')
  },
}

/** At start, has-user answers {} for an unknown customer: token and user removed, on to '/'. */
export const SessionRemoved: Story = {
  parameters: {
    route: { url: '/user-profile' },
    session: {
      signedIn: {
        token: mockToken(999),
        user: { id: 999, name: 'Gone', email: 'gone@example.com', phone: '', image: '' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull())
    await expect(localStorage.getItem('user')).toBeNull()
    await expectExactLocation(canvasElement, '/')
  },
}
