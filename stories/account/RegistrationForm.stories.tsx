import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MESSAGES, RegistrationForm } from '@/components/account'
import {
  expectFieldErrors,
  expectSubmitRefused,
  expectValues,
  fillForm,
  fillIn,
  mobile,
  onSubmitThat,
  registrationFields as fields,
} from './support'

/**
 * User Registration (spec 001 s2): name, email, password and its confirmation; Create Account;
 * per-field server errors; a link to sign in that keeps the page's `?redirect=`.
 */
const meta = {
  title: 'Components/Account/RegistrationForm',
  component: RegistrationForm,
  tags: ['autodocs'],
  args: { onSubmit: onSubmitThat.resolves(), onFailure: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegistrationForm>

export default meta
type Story = StoryObj<typeof meta>

const VALID = { name: 'Nusrat Jahan', email: 'nusrat@example.com', password: 'secret12', confirmation: 'secret12' }

const fillValid = (canvasElement: HTMLElement) => fillIn(fields, canvasElement, VALID)

/** Empty form: every field required; new passwords are marked for password managers. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    for (const field of [f.name, f.email, f.password, f.confirmation]) await expect(field).toBeRequired()
    await expect(f.password).toHaveAttribute('autocomplete', 'new-password')
    await expect(f.canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user-login')
  },
}

/** Empty submit, then a confirmation that does not match: messages under the fields, nothing sent. */
export const ClientInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await expectSubmitRefused(f, {
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
      confirmation: MESSAGES.confirmationRequired,
    })
    await fillForm(f, { ...VALID, confirmation: 'secret13' })
    await userEvent.click(f.submit)
    await expectFieldErrors(f, { confirmation: MESSAGES.confirmationMismatch })
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Valid values are handed over once. */
export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      password: 'secret12',
      password_confirmation: 'secret12',
    })
  },
}

/** The server's 422 (email taken, password too short) lands under the fields; values stay. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: onSubmitThat.answers422({
      email: ['The email has already been taken.'],
      password: ['The password must be at least 6 characters.'],
    }),
  },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await expectSubmitRefused(f, {
      email: 'The email has already been taken.',
      password: 'The password must be at least 6 characters.',
    })
    await expectValues(f, VALID)
    await expect(args.onFailure).not.toHaveBeenCalled()
  },
}

/** While the call runs, 'Creating account...' and disabled. */
export const Busy: Story = {
  args: { onSubmit: onSubmitThat.neverEnds() },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expect(await f.canvas.findByRole('button', { name: 'Creating account...' })).toBeDisabled()
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** The sign-in link keeps `?redirect=`. */
export const KeepsRedirect: Story = {
  args: { linkSearch: '?redirect=%2Fmy-address' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user-login?redirect=%2Fmy-address',
    )
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}
