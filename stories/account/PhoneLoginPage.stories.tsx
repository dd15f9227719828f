import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { hang } from '@mocks/faults'
import PhoneLoginPage from '@/pages/account/PhoneLoginPage'
import { settledToasts } from '../content/helpers'
import {
  expectExactLocation,
  expectFieldError,
  expectLocation,
  expectNoSidewaysScroll,
  expectToast,
  fill,
  formPageStory,
  mobile,
  storedUser,
} from './support'

/** `page.sent`: the PIN requests; `page.verifies.sent`: the PINs sent to be checked. */
const page = formPageStory({ path: '/api/otp-login', also: { verifies: '/api/verify-otp' } })

/**
 * /userlogin on the mock shop: any 01[3-9]XXXXXXXX phone gets PIN 1234 (01711000000 is the demo
 * customer). The PIN step appears only after the send succeeded; 'Resend OTP' counts 59 seconds
 * down; verify 500 warns 'Invalid OTP' and shows the server's message under the PIN; a 422 on send
 * puts the phone message under the field. Driven by machines/otpLogin.ts.
 */
const meta = {
  title: 'Pages/PhoneLogin',
  component: PhoneLoginPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/userlogin', url: '/userlogin' } },
  beforeEach: page.beforeEach,
} satisfies Meta<typeof PhoneLoginPage>

export default meta
type Story = StoryObj<typeof meta>

async function sendPin(canvasElement: HTMLElement, phone = '01711000000') {
  const canvas = within(canvasElement)
  await fill(canvas.getByRole('textbox', { name: /Phone number/ }), phone)
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
}

async function pinField(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('textbox', { name: /PIN/ })
}

/** Step 1 only: no PIN field before a PIN was sent. */
export const PhoneStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login with Phone' })).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: /PIN/ })).toBeNull()
    await expect(document.title).toBe('Login with Phone | Online Pharmacy')
  },
}

/** The whole flow: phone, PIN 1234, signed in as the demo customer, back to the redirect. */
export const SignsIn: Story = {
  parameters: { route: { path: '/userlogin', url: '/userlogin?redirect=%2Fmy-prescription' } },
  play: async ({ canvasElement }) => {
    await sendPin(canvasElement)
    const pin = await pinField(canvasElement)
    await expect(page.sent).toEqual([{ phone: '01711000000' }])
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('OTP sent to 01711000000')
    await waitFor(() => expect(page.shown).toContainEqual({ type: 'success', text: 'OTP sent to 01711000000' }))
    await userEvent.type(pin, '1234')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Verify OTP' }))
    await expectLocation(canvasElement, '/my-prescription')
    await expect(page.verifies.sent).toEqual([{ otp: '1234', password: '' }])
    await expect(storedUser()).toMatchObject({ id: 7, phone: '01711000000' })
    await expect(localStorage.getItem('token')).not.toBeNull()
  },
}

/**
 * A Bangla keyboard (decision 0034): the phone typed as ০১৭১১০০০০০০ stays so in the field and is
 * sent as 01711000000; the PIN typed as ১২৩৪ shows and is sent as 1234 (its pattern stays met).
 */
export const BanglaDigits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const phone = canvas.getByRole('textbox', { name: /Phone number/ })
    await userEvent.type(phone, '০১৭১১০০০০০০')
    await expect(phone).toHaveValue('০১৭১১০০০০০০')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    const pin = await pinField(canvasElement)
    await expect(page.sent).toEqual([{ phone: '01711000000' }])
    await expect(canvas.getByRole('status')).toHaveTextContent('OTP sent to 01711000000')
    await userEvent.type(pin, '১২৩৪')
    await expect(pin).toHaveValue('1234')
    await expect((pin as HTMLInputElement).validity.valid).toBe(true)
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }))
    await expectExactLocation(canvasElement, '/')
    await expect(page.verifies.sent).toEqual([{ otp: '1234', password: '' }])
    await expect(storedUser()).toMatchObject({ id: 7, phone: '01711000000' })
  },
}

/** The countdown runs: Resend OTP disabled, the seconds going down. */
export const ResendCountdown: Story = {
  play: async ({ canvasElement }) => {
    await sendPin(canvasElement)
    await pinField(canvasElement)
    const canvas = within(canvasElement)
    const resend = canvas.getByRole('button', { name: 'Resend OTP' })
    await expect(resend).toBeDisabled()
    await expect(resend).toHaveAccessibleDescription('You can ask for a new PIN in 59 s')
    await waitFor(() => expect(resend).toHaveAccessibleDescription('You can ask for a new PIN in 58 s'))
    await userEvent.click(resend)
    await expect(page.sent).toHaveLength(1)
  },
}

/** A wrong PIN (500 'Invalid OTP'): the warning and the server's message under the PIN; try again. */
export const InvalidPin: Story = {
  play: async ({ canvasElement }) => {
    await sendPin(canvasElement)
    const pin = await pinField(canvasElement)
    await userEvent.type(pin, '0000')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Verify OTP' }))
    await expectToast('Invalid OTP', 'warning')
    await expectFieldError(pin, 'Invalid OTP')
    await expect(pin).toHaveValue('0000')
    await expect(localStorage.getItem('token')).toBeNull()
    await fill(pin, '1234')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Verify OTP' }))
    await expectExactLocation(canvasElement, '/')
    await expect(page.verifies.sent).toHaveLength(2)
  },
}

/** A phone the shop refuses (422): its message under the field; the PIN step never shows. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    await sendPin(canvasElement, '12345')
    const phone = within(canvasElement).getByRole('textbox', { name: /Phone number/ })
    await expectFieldError(phone, 'The phone format is invalid.')
    await expect(within(canvasElement).queryByRole('textbox', { name: /PIN/ })).toBeNull()
    await expect((await settledToasts(page.shown)).filter((toast) => toast.type === 'warning')).toEqual([])
  },
}

/** While the PIN is being sent, Submit waits; a second click sends nothing. */
export const Sending: Story = {
  beforeEach: page.answeredBy(hang('POST', '/api/otp-login')),
  play: async ({ canvasElement }) => {
    await sendPin(canvasElement)
    const busy = await within(canvasElement).findByRole('button', { name: 'Sending PIN...' })
    await expect(busy).toBeDisabled()
    // The request is recorded once it has crossed the mock shop's service worker, which can come
    // after the button says it is sending (a loaded machine, once): the first, then the click.
    await waitFor(() => expect(page.sent).toHaveLength(1))
    await userEvent.click(busy)
    await expect(page.sent).toHaveLength(1)
  },
}

/** While the PIN is being verified, Verify waits; nothing is sent twice. */
export const Verifying: Story = {
  beforeEach: page.verifies.answeredBy(hang('POST', '/api/verify-otp')),
  play: async ({ canvasElement }) => {
    await sendPin(canvasElement)
    const pin = await pinField(canvasElement)
    await userEvent.type(pin, '1234{Enter}')
    const busy = await within(canvasElement).findByRole('button', { name: 'Verifying...' })
    // Recorded once it has crossed the service worker (as in Sending): the first, then the tries.
    await waitFor(() => expect(page.verifies.sent).toHaveLength(1))
    await userEvent.click(busy)
    await userEvent.type(pin, '{Enter}')
    await expect(page.verifies.sent).toHaveLength(1)
  },
}

/** Change number: back to step 1 with the phone kept. */
export const ChangeNumber: Story = {
  play: async ({ canvasElement }) => {
    await sendPin(canvasElement, '01911000000')
    await pinField(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change number' }))
    await expect(within(canvasElement).getByRole('textbox', { name: /Phone number/ })).toHaveValue('01911000000')
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await sendPin(canvasElement)
    const pin = await pinField(canvasElement)
    await expect(pin).toHaveAttribute('inputmode', 'numeric')
    await expectNoSidewaysScroll()
  },
}
