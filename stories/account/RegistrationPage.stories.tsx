import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith } from '@mocks/faults'
import RegistrationPage from '@/pages/account/RegistrationPage'
import { expectFieldError, expectLocation, fill, mobile, recordPosts, recordToasts, type ShownToast } from './support'

const PATH = '/api/auth/user-register'
let recorder = recordPosts(PATH)
let shown: ShownToast[] = []

/**
 * /user-registration on the mock shop: 'User successfully registered', then back to the previous
 * page (the login page, keeping `?redirect=`, when the shopper came straight here); a 422 (email
 * taken) under the field.
 */
const meta = {
  title: 'Pages/Registration',
  component: RegistrationPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/user-registration', url: '/user-registration' } },
  beforeEach({ msw }) {
    recorder = recordPosts(PATH)
    msw.use(recorder.handler)
    const toasts = recordToasts()
    shown = toasts.shown
    return toasts.stop
  },
} satisfies Meta<typeof RegistrationPage>

export default meta
type Story = StoryObj<typeof meta>

async function register(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement)
  await fill(canvas.getByRole('textbox', { name: /Name/ }), 'Nusrat Jahan')
  await fill(canvas.getByRole('textbox', { name: /Email/ }), email)
  await fill(canvas.getByLabelText(/^Password/), 'secret12')
  await fill(canvas.getByLabelText(/Confirm password/), 'secret12')
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
}

/** The page: 'User Registration' with a link to sign in. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'User Registration' })).toBeVisible()
    await expect(document.title).toBe('User Registration | Online Pharmacy')
  },
}

/** Registers: the payload carries is_customer 1; the success toast; on to the login page. */
export const Registers: Story = {
  parameters: { route: { path: '/user-registration', url: '/user-registration?redirect=%2Fmy-address' } },
  play: async ({ canvasElement }) => {
    await register(canvasElement, 'nusrat@example.com')
    await expectLocation(canvasElement, '/my-address')
    await expect(recorder.sent).toEqual([
      {
        name: 'Nusrat Jahan',
        email: 'nusrat@example.com',
        password: 'secret12',
        password_confirmation: 'secret12',
        is_customer: 1,
      },
    ])
    await expect(shown).toContainEqual({ type: 'success', text: 'User successfully registered' })
    // Registration does not sign in.
    await expect(localStorage.getItem('token')).toBeNull()
  },
}

/** Came straight here: after registering, the login page. */
export const RegistersThenLogin: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement, 'new.customer@example.com')
    await expectLocation(canvasElement, '/user-login')
    await expect(shown).toContainEqual({ type: 'success', text: 'User successfully registered' })
  },
}

/** The demo customer's email is taken: the server's message under the email; nothing lost. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement, 'demo@medibazar.test')
    const email = within(canvasElement).getByRole('textbox', { name: /Email/ })
    await expectFieldError(email, 'The email has already been taken.')
    await expect(within(canvasElement).getByRole('textbox', { name: /Name/ })).toHaveValue('Nusrat Jahan')
    await expectLocation(canvasElement, '/user-registration')
  },
}

/** A server error: 'Something Wrong!' and the form kept. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('POST', '/api/auth/user-register', 500))
  },
  play: async ({ canvasElement }) => {
    await register(canvasElement, 'nusrat@example.com')
    await waitFor(() => expect(shown).toContainEqual({ type: 'warning', text: 'Something Wrong!' }))
    await expect(within(canvasElement).getByRole('textbox', { name: /Email/ })).toHaveValue('nusrat@example.com')
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create Account' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
