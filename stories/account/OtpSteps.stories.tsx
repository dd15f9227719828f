import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PhoneStep, PinStep } from '@/components/account'
import { expectFieldError, fill, mobile, validationError } from './support'

const canSubmit = (phone: string) => phone.trim() !== ''
const canVerify = (otp: string) => /^\d{4}$/.test(otp)

/**
 * The two steps of phone login (spec 001 s2): the phone number, then the 4-digit PIN (numeric
 * keypad, SMS autofill) with Verify OTP and a 'Resend OTP' locked while the countdown runs. The
 * steps show what the page's machine (machines/otpLogin.ts) allows; see Pages/PhoneLogin.
 */
const meta = {
  title: 'Components/Account/OtpSteps',
  component: PinStep,
  tags: ['autodocs'],
  args: {
    phone: '01711000000',
    sentMessage: 'OTP sent to 01711000000',
    secondsLeft: 59,
    canResend: false,
    resending: false,
    canVerify,
    verifying: false,
    verifyError: null,
    canChangePhone: true,
    onVerify: fn(),
    onResend: fn(),
    onChangePhone: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PinStep>

export default meta
type Story = StoryObj<typeof meta>

const phoneArgs = { canSubmit, busy: false, onSubmit: fn() }

/** Step 1: the phone (tel keypad, 11 characters); Submit waits until something is typed. */
export const PhoneEntry: Story = {
  render: () => <PhoneStep {...phoneArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const phone = canvas.getByRole('textbox', { name: /Phone number/ })
    await expect(phone).toHaveAttribute('type', 'tel')
    await expect(phone).toHaveAttribute('inputmode', 'tel')
    await expect(phone).toHaveAttribute('maxlength', '11')
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled()
    await fill(phone, '01711000000')
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled()
  },
}

/** Step 1 submits the phone once. */
export const PhoneSubmits: Story = {
  render: () => <PhoneStep {...phoneArgs} />,
  play: async ({ canvasElement }) => {
    phoneArgs.onSubmit.mockClear()
    const canvas = within(canvasElement)
    await fill(canvas.getByRole('textbox', { name: /Phone number/ }), '01711000000')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(phoneArgs.onSubmit).toHaveBeenCalledWith('01711000000'))
    await expect(phoneArgs.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** Step 1 while the PIN is being sent: 'Sending PIN...', disabled. */
export const PhoneSending: Story = {
  render: () => <PhoneStep {...phoneArgs} defaultPhone="01711000000" canSubmit={() => false} busy />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending PIN...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** Step 1 after a 422 on send: the phone message under the field, focused. */
export const PhoneServerError: Story = {
  render: () => (
    <PhoneStep
      {...phoneArgs}
      defaultPhone="12345"
      serverError={validationError({ phone: ['The phone format is invalid.'] })}
    />
  ),
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByRole('textbox', { name: /Phone number/ })
    await expectFieldError(phone, 'The phone format is invalid.')
    await expect(phone).toHaveFocus()
    await expect(phone).toHaveValue('12345')
  },
}

/** Step 2 right after the send: PIN focused; Resend OTP disabled with 59 seconds to go. */
export const PinCountdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pin = canvas.getByRole('textbox', { name: /PIN/ })
    await waitFor(() => expect(pin).toHaveFocus())
    await expect(pin).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(pin).toHaveAttribute('inputmode', 'numeric')
    await expect(pin).toHaveAttribute('maxlength', '4')
    await expect(canvas.getByRole('status')).toHaveTextContent('OTP sent to 01711000000')
    const resend = canvas.getByRole('button', { name: 'Resend OTP' })
    await expect(resend).toBeDisabled()
    await expect(resend).toHaveAccessibleDescription('You can ask for a new PIN in 59 s')
    await expect(canvas.getByRole('button', { name: 'Verify OTP' })).toBeDisabled()
  },
}

/** Only digits go in, at most 4; Verify OTP is enabled at 4 digits and sends the PIN. */
export const PinEntry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const pin = canvas.getByRole('textbox', { name: /PIN/ })
    await userEvent.type(pin, '1a2-3 45')
    await expect(pin).toHaveValue('1234')
    const verify = canvas.getByRole('button', { name: 'Verify OTP' })
    await expect(verify).toBeEnabled()
    await userEvent.click(verify)
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith('1234'))
    await expect(args.onVerify).toHaveBeenCalledTimes(1)
  },
}

/** A short PIN cannot be verified; Enter does nothing. */
export const PinIncomplete: Story = {
  play: async ({ args, canvasElement }) => {
    const pin = within(canvasElement).getByRole('textbox', { name: /PIN/ })
    await userEvent.type(pin, '12{Enter}')
    await expect(within(canvasElement).getByRole('button', { name: 'Verify OTP' })).toBeDisabled()
    await expect(args.onVerify).not.toHaveBeenCalled()
  },
}

/** While verifying: 'Verifying...', disabled, and the number cannot be changed. */
export const Verifying: Story = {
  args: { verifying: true, canVerify: () => false, canChangePhone: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Verifying...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Change number' })).toBeDisabled()
  },
}

/** A rejected PIN: the server's message under the field, which gets focus; the PIN stays. */
export const InvalidPin: Story = {
  args: { verifyError: { message: 'Invalid OTP' } },
  play: async ({ canvasElement }) => {
    const pin = within(canvasElement).getByRole('textbox', { name: /PIN/ })
    await expectFieldError(pin, 'Invalid OTP')
  },
}

/** Countdown over: Resend OTP is enabled and asks for a new PIN. */
export const ResendReady: Story = {
  args: { secondsLeft: 0, canResend: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const resend = canvas.getByRole('button', { name: 'Resend OTP' })
    await expect(resend).toBeEnabled()
    await expect(resend).toHaveAccessibleDescription('Did not get the PIN?')
    await userEvent.click(resend)
    await expect(args.onResend).toHaveBeenCalledTimes(1)
  },
}

/** A new PIN on its way: 'Sending...' and disabled. */
export const Resending: Story = {
  args: { secondsLeft: 0, canResend: false, resending: true, canVerify: () => false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending...' })).toBeDisabled()
  },
}

/** Change number goes back to step 1. */
export const ChangeNumber: Story = {
  args: { sentMessage: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a 4-digit PIN to 01711000000.')
    await userEvent.click(canvas.getByRole('button', { name: 'Change number' }))
    await expect(args.onChangePhone).toHaveBeenCalledTimes(1)
  },
}

export const Mobile: Story = {
  globals: mobile,
  args: { secondsLeft: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('You can ask for a new PIN in 12 s')).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Verify OTP' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44)
  },
}
