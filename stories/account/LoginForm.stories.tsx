import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LoginForm, MESSAGES } from '@/components/account'
import {
  expectFieldErrors,
  expectSubmitRefused,
  fill,
  fillForm,
  loginFields as fields,
  mobile,
  onSubmitThat,
} from './support'

/**
 * Email and password sign-in (spec 001 s2). The form checks what it can (both required, an email
 * address), hands valid values to `onSubmit` once (the button waits while the call runs), and puts
 * a 422's messages under the fields. The links lead to password reset, phone login and sign-up,
 * keeping the `?redirect=` of the page.
 */
const meta = {
  title: 'Components/Account/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: { onSubmit: onSubmitThat.resolves(), onFailure: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

/** Empty: both fields required, email typed as email, password as a password. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.email).toHaveAttribute('type', 'email')
    await expect(f.email).toHaveAttribute('autocomplete', 'email')
    await expect(f.email).toBeRequired()
    await expect(f.password).toHaveAttribute('type', 'password')
    await expect(f.password).toHaveAttribute('autocomplete', 'current-password')
    await expect(f.password).toBeRequired()
    await expect(f.canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password')
    await expect(f.canvas.getByRole('link', { name: 'Login with phone PIN' })).toHaveAttribute('href', '/userlogin')
    await expect(f.canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/user-registration',
    )
  },
}

/** Submitting empty or with a bad email shows the messages under the fields; nothing is sent. */
export const ClientInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await expectSubmitRefused(f, { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired })
    await fill(f.email, 'rahima@')
    await userEvent.click(f.submit)
    await expectFieldErrors(f, { email: MESSAGES.emailInvalid })
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Valid values are handed over once, trimmed email, password as typed. */
export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fillForm(f, { email: '  demo@medibazar.test ', password: 'demo1234' })
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'demo@medibazar.test', password: 'demo1234' })
  },
}

/** While the call runs the button says 'Logging in...' and is disabled: a second click sends nothing. */
export const Busy: Story = {
  args: { onSubmit: onSubmitThat.neverEnds() },
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fillForm(f, { email: 'demo@medibazar.test', password: 'demo1234' })
    await userEvent.click(f.submit)
    const busy = await f.canvas.findByRole('button', { name: 'Logging in...' })
    await expect(busy).toBeDisabled()
    await userEvent.click(busy)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(f.email).toHaveValue('demo@medibazar.test')
  },
}

/** A 422 from the server: the first message of each field under it, the values kept. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: onSubmitThat.answers422({
      email: ['The selected email is invalid.', 'second message is not shown'],
      password: ['The password must be at least 6 characters.'],
    }),
  },
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fillForm(f, { email: 'nobody@medibazar.test', password: 'abc' })
    await expectSubmitRefused(f, {
      email: 'The selected email is invalid.',
      password: 'The password must be at least 6 characters.',
    })
    await expect(f.canvas.queryByText('second message is not shown')).toBeNull()
    await expect(f.password).toHaveValue('abc')
    await expect(args.onFailure).not.toHaveBeenCalled()
  },
}

/** Any other failure is handed to `onFailure` (the page warns); nothing lands under the fields. */
export const OtherFailure: Story = {
  args: { onSubmit: onSubmitThat.fails() },
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fillForm(f, { email: 'demo@medibazar.test', password: 'demo1234' })
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledTimes(1))
    await expect(f.email).not.toHaveAttribute('aria-invalid')
    await expect(f.submit).toBeEnabled()
  },
}

/** The phone-login and sign-up links keep the page's `?redirect=`. */
export const KeepsRedirect: Story = {
  args: { linkSearch: '?redirect=%2Forders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Login with phone PIN' })).toHaveAttribute(
      'href',
      '/userlogin?redirect=%2Forders',
    )
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/user-registration?redirect=%2Forders',
    )
  },
}

/** Keyboard only: Tab to each field, Enter submits. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await userEvent.tab()
    await expect(f.email).toHaveFocus()
    await userEvent.keyboard('demo@medibazar.test')
    await userEvent.tab()
    await expect(f.password).toHaveFocus()
    await userEvent.keyboard('demo1234{Enter}')
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
  },
}

/** A 390 px phone: full-width fields and a 44 px button. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}
