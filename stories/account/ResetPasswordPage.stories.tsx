import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith } from '@mocks/faults'
import ResetPasswordPage from '@/pages/account/ResetPasswordPage'
import { expectToastShown } from '../content/helpers'
import {
  expectFieldErrors,
  expectLocation,
  expectNoSidewaysScroll,
  expectToast,
  fillForm,
  formFields,
  formPageStory,
  mobile,
} from './support'

const FORGOT = '/api/auth/forget-password/'
/** `page.sent`: the requests for a reset link; `page.reset.sent`: the new passwords. */
const page = formPageStory({ path: FORGOT, also: { reset: '/api/auth/reset-password' } })

/** /reset-password: the email to send the link to. */
const forgotFields = formFields({ email: { textbox: /Email/ }, submit: { button: 'Send Password Reset Link' } })

/** /reset-password/{token}: the new password, twice. */
const newPasswordFields = formFields({
  password: { label: /^New password/ },
  confirmation: { label: /Confirm new password/ },
  submit: { button: 'Reset Password' },
})

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
  beforeEach: page.beforeEach,
} satisfies Meta<typeof ResetPasswordPage>

export default meta
type Story = StoryObj<typeof meta>

async function askForLink(canvasElement: HTMLElement, email: string) {
  const f = forgotFields(canvasElement)
  await fillForm(f, { email })
  await userEvent.click(f.submit)
  return f
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
    await expect(page.sent).toEqual([{ email: 'demo@medibazar.test' }])
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
  beforeEach: page.answeredBy(
    failWith('POST', FORGOT, 422, {
      message: 'The given data was invalid.',
      errors: { email: ['The email must be a valid email address.'] },
    }),
  ),
  play: async ({ canvasElement }) => {
    const f = await askForLink(canvasElement, 'demo@medibazar.test')
    await expectFieldErrors(f, { email: 'The email must be a valid email address.' })
    await expect(page.sent).toEqual([{ email: 'demo@medibazar.test' }])
  },
}

async function choosePassword(canvasElement: HTMLElement, password: string, confirmation = password) {
  const f = newPasswordFields(canvasElement)
  await fillForm(f, { password, confirmation })
  await userEvent.click(f.submit)
  return f
}

/** With the token: the new password is saved; 'Password Change Successfull!'; on to login. */
export const Resets: Story = {
  parameters: { route: { path: '/reset-password/:token?', url: '/reset-password/demo-reset-token' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
    await choosePassword(canvasElement, 'newpass123')
    await expectLocation(canvasElement, '/user-login')
    await expect(page.reset.sent).toEqual([
      { token: 'demo-reset-token', password: 'newpass123', password_confirmation: 'newpass123' },
    ])
    await expectToastShown(page.shown, { type: 'success', text: 'Password Change Successfull!' })
  },
}

/** An invalid token (400): the server's message, and a way to ask for a new link. */
export const InvalidToken: Story = {
  parameters: { route: { path: '/reset-password/:token?', url: '/reset-password/expired-token' } },
  play: async ({ canvasElement }) => {
    await choosePassword(canvasElement, 'newpass123')
    await waitFor(() =>
      expect(page.shown).toContainEqual({ type: 'warning', text: 'This password reset token is invalid.' }),
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
    const f = await choosePassword(canvasElement, 'abc')
    await expectFieldErrors(f, { password: 'The password must be at least 6 characters.' })
  },
}

export const Mobile: Story = {
  globals: mobile,
  parameters: { route: { path: '/reset-password/:token?', url: '/reset-password/demo-reset-token' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reset Password' })).toBeVisible()
    await expectNoSidewaysScroll()
  },
}
