import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith } from '@mocks/faults'
import ResetPasswordPage from '@/pages/account/ResetPasswordPage'
import {
  expectFieldError,
  expectLocation,
  expectToast,
  fill,
  mobile,
  recordPosts,
  recordToasts,
  type ShownToast,
} from './support'

let forgot = recordPosts('/api/auth/forget-password/')
let reset = recordPosts('/api/auth/reset-password')
let shown: ShownToast[] = []

/**
 * /reset-password (the reset link by email: 'Email Sent Successfull!', 400 'Invalid Email
 * Address', 422 under the field) and /reset-password/{token} (new password: 'Password Change
 * Successfull!' and on to login). Open to everyone. The demo token is demo-reset-token.
 */
const meta = {
  title: 'Pages/ResetPassword',
  component: ResetPasswordPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/reset-password/:token?', url: '/reset-password' } },
  beforeEach({ msw }) {
    forgot = recordPosts('/api/auth/forget-password/')
    reset = recordPosts('/api/auth/reset-password')
    msw.use(forgot.handler, reset.handler)
    const toasts = recordToasts()
    shown = toasts.shown
    return toasts.stop
  },
} satisfies Meta<typeof ResetPasswordPage>

export default meta
type Story = StoryObj<typeof meta>

async function askForLink(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement)
  await fill(canvas.getByRole('textbox', { name: /Email/ }), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Send Password Reset Link' }))
}

/** A known email: the success toast and the server's confirmation on the page. */
export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible()
    await askForLink(canvasElement, 'demo@medibazar.test')
    await expectToast('Email Sent Successfull!', 'success')
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'We have emailed your password reset link!',
    )
    await expect(forgot.sent).toEqual([{ email: 'demo@medibazar.test' }])
  },
}

/** An unknown email (400): 'Invalid Email Address'. */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'nobody@example.com')
    await expectToast('Invalid Email Address', 'warning')
    await expect(within(canvasElement).queryByRole('status')).toBeNull()
  },
}

/** A 422: the message under the email. */
export const EmailFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(
      failWith('POST', '/api/auth/forget-password/', 422, {
        message: 'The given data was invalid.',
        errors: { email: ['The email must be a valid email address.'] },
      }),
    )
  },
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'demo@medibazar.test')
    await expectFieldError(
      within(canvasElement).getByRole('textbox', { name: /Email/ }),
      'The email must be a valid email address.',
    )
  },
}

async function choosePassword(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement)
  await fill(canvas.getByLabelText(/^New password/), password)
  await fill(canvas.getByLabelText(/Confirm new password/), confirmation)
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
}

/** With the token: the new password is saved; 'Password Change Successfull!'; on to login. */
export const Resets: Story = {
  parameters: { route: { path: '/reset-password/:token?', url: '/reset-password/demo-reset-token' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
    await choosePassword(canvasElement, 'newpass123')
    await expectLocation(canvasElement, '/user-login')
    await expect(reset.sent).toEqual([
      { token: 'demo-reset-token', password: 'newpass123', password_confirmation: 'newpass123' },
    ])
    await expect(shown).toContainEqual({ type: 'success', text: 'Password Change Successfull!' })
  },
}

/** An invalid token (400): the server's message, and a way to ask for a new link. */
export const InvalidToken: Story = {
  parameters: { route: { path: '/reset-password/:token?', url: '/reset-password/expired-token' } },
  play: async ({ canvasElement }) => {
    await choosePassword(canvasElement, 'newpass123')
    await waitFor(() =>
      expect(shown).toContainEqual({ type: 'warning', text: 'This password reset token is invalid.' }),
    )
    await expect(await within(canvasElement).findByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/reset-password',
    )
  },
}

/** A 422 from the server (too short): under the password. */
export const PasswordTooShort: Story = {
  parameters: { route: { path: '/reset-password/:token?', url: '/reset-password/demo-reset-token' } },
  play: async ({ canvasElement }) => {
    await choosePassword(canvasElement, 'abc')
    await expectFieldError(
      within(canvasElement).getByLabelText(/^New password/),
      'The password must be at least 6 characters.',
    )
  },
}

export const Mobile: Story = {
  globals: mobile,
  parameters: { route: { path: '/reset-password/:token?', url: '/reset-password/demo-reset-token' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reset Password' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
