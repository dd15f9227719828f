import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ForgotPasswordForm, MESSAGES, ResetPasswordForm } from '@/components/account'
import { expectFieldError, fill, mobile, validationError } from './support'

/**
 * Forgot password (the email the reset link goes to) and reset password (new password and its
 * confirmation; the token comes from the route), spec 001 s2.
 */
const meta = {
  title: 'Components/Account/PasswordForms',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(() => Promise.resolve()), onFailure: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

/** Forgot password: an email is required and must look like one. */
export const ForgotClientInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: /Email/ })
    const submit = canvas.getByRole('button', { name: 'Send Password Reset Link' })
    await userEvent.click(submit)
    await expectFieldError(email, MESSAGES.emailRequired)
    await fill(email, 'not-an-email')
    await userEvent.click(submit)
    await expectFieldError(email, MESSAGES.emailInvalid)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Forgot password: the email is handed over; a 422 lands under it. */
export const ForgotSubmits: Story = {
  args: { onSubmit: fn(() => Promise.reject(validationError({ email: ['The email field is required.'] }))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: /Email/ })
    await fill(email, 'demo@medibazar.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Password Reset Link' }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'demo@medibazar.test' }))
    await expectFieldError(email, 'The email field is required.')
  },
}

/** After the link was sent: the confirmation is shown (announced as a status). */
export const ForgotSent: Story = {
  args: { sentMessage: 'We have emailed your password reset link!' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('We have emailed your password reset link!')
    await expect(within(canvasElement).getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/user-login',
    )
  },
}

/** Reset: both fields required, the confirmation must match. */
export const ResetClientInvalid: Story = {
  render: (args) => <ResetPasswordForm onSubmit={args.onSubmit} onFailure={args.onFailure} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const password = canvas.getByLabelText(/^New password/)
    const confirmation = canvas.getByLabelText(/Confirm new password/)
    const submit = canvas.getByRole('button', { name: 'Reset Password' })
    await userEvent.click(submit)
    await expectFieldError(password, MESSAGES.passwordRequired)
    await expectFieldError(confirmation, MESSAGES.confirmationRequired)
    await fill(password, 'newpass1')
    await fill(confirmation, 'newpass2')
    await userEvent.click(submit)
    await expectFieldError(confirmation, MESSAGES.confirmationMismatch)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Reset: the new password is handed over; a 422 lands under the password. */
export const ResetServerErrors: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(validationError({ password: ['The password must be at least 6 characters.'] }))),
  },
  render: (args) => <ResetPasswordForm onSubmit={args.onSubmit} onFailure={args.onFailure} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const password = canvas.getByLabelText(/^New password/)
    await fill(password, 'abc')
    await fill(canvas.getByLabelText(/Confirm new password/), 'abc')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'abc', password_confirmation: 'abc' }))
    await expectFieldError(password, 'The password must be at least 6 characters.')
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Send Password Reset Link' })
    await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
