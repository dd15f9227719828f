import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import LoginPage from '@/pages/account/LoginPage'
import { expectOnlyToasts } from '../content/helpers'
import {
  expectExactLocation,
  expectFieldErrors,
  expectLocation,
  expectNoSidewaysScroll,
  fillForm,
  formPageStory,
  loginFields,
  mobile,
  storedUser,
} from './support'

const PATH = '/api/auth/user-login'
const page = formPageStory({ path: PATH })

/**
 * /user-login on the mock shop (demo@medibazar.test / demo1234). Success stores the token and the
 * customer and goes back to the previous page: the `?redirect=` path when it is a path of this
 * site, never another origin or a `javascript:` URL. 401 warns 'User name  or password incorrect'
 * (two spaces, as the spec writes it); 422 lands under the fields.
 */
const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/user-login', url: '/user-login' } },
  beforeEach: page.beforeEach,
} satisfies Meta<typeof LoginPage>

export default meta
type Story = StoryObj<typeof meta>

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const f = loginFields(canvasElement)
  await fillForm(f, { email, password })
  await userEvent.click(f.submit)
  return f
}

/** The guest's login page with its title. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    await expect(document.title).toBe('Login | Online Pharmacy')
    await expect(canvas.getByRole('link', { name: 'Login with phone PIN' })).toHaveAttribute('href', '/userlogin')
  },
}

/** Signing in with ?redirect=/orders: the session is stored and the shopper is taken to /orders. */
export const SignsInAndReturns: Story = {
  parameters: { route: { path: '/user-login', url: '/user-login?redirect=%2Forders%3Fpage%3D2' } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'demo@medibazar.test', 'demo1234')
    await expectLocation(canvasElement, '/orders?page=2')
    await expect(page.sent).toEqual([{ email: 'demo@medibazar.test', password: 'demo1234', is_customer: 1 }])
    await expect(localStorage.getItem('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    await expect(storedUser()).toMatchObject({ id: 7, name: 'Rahima Akter', email: 'demo@medibazar.test' })
    await expectOnlyToasts(page.shown, [])
  },
}

/** A crafted redirect to another site is ignored: the shopper lands on the home page. */
export const HostileRedirectIgnored: Story = {
  parameters: { route: { path: '/user-login', url: '/user-login?redirect=https%3A%2F%2Fevil.test%2Fsteal' } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'demo@medibazar.test', 'demo1234')
    await expectExactLocation(canvasElement, '/')
  },
}

/** Protocol-relative and javascript: redirects are ignored too. */
export const ScriptRedirectIgnored: Story = {
  parameters: { route: { path: '/user-login', url: '/user-login?redirect=javascript%3Aalert(1)' } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'demo@medibazar.test', 'demo1234')
    await expectExactLocation(canvasElement, '/')
  },
}

/** Wrong password (401): the spec's warning, verbatim; the session stays empty, the email stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const f = await signIn(canvasElement, 'demo@medibazar.test', 'wrong-password')
    // Verbatim, with the spec's two spaces.
    await waitFor(() =>
      expect(page.shown).toContainEqual({ type: 'warning', text: 'User name  or password incorrect' }),
    )
    await expect(localStorage.getItem('token')).toBeNull()
    await expect(f.email).toHaveValue('demo@medibazar.test')
    await expectLocation(canvasElement, '/user-login')
  },
}

/** A 422 from the server: the first message under each field. */
export const ServerFieldErrors: Story = {
  beforeEach: page.answeredBy(
    failWith('POST', PATH, 422, {
      message: 'The given data was invalid.',
      errors: { email: ['The selected email is invalid.'], password: ['The password field is required.'] },
    }),
  ),
  play: async ({ canvasElement }) => {
    const f = await signIn(canvasElement, 'demo@medibazar.test', 'x')
    await expectFieldErrors(f, { email: 'The selected email is invalid.' })
    await expect(page.sent).toHaveLength(1)
  },
}

/** A server error: 'Something Wrong!'; nothing stored. */
export const ServerError: Story = {
  beforeEach: page.answeredBy(failWith('POST', PATH, 500)),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'demo@medibazar.test', 'demo1234')
    await waitFor(() => expect(page.shown).toContainEqual({ type: 'warning', text: 'Something Wrong!' }))
    await expect(localStorage.getItem('user')).toBeNull()
    await expect(page.sent).toHaveLength(1)
  },
}

/** While the call hangs, the button waits and a second click sends nothing. */
export const InFlight: Story = {
  beforeEach: page.answeredBy(hang('POST', PATH)),
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'demo@medibazar.test', 'demo1234')
    const busy = await within(canvasElement).findByRole('button', { name: 'Logging in...' })
    await userEvent.click(busy)
    await expect(page.sent).toHaveLength(1)
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    await expectNoSidewaysScroll()
  },
}
