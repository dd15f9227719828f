import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Newsletter, type NewsletterResult } from '@/components/home/Newsletter'
import { mobile } from '../layout/support'

const answer = (result: NewsletterResult) => fn(() => Promise.resolve(result))

/**
 * The newsletter sign-up (spec 000 s2, s5, s8): the server validates the email. A success empties
 * the input; a 422 shows the server's first email message under it; any other failure keeps what
 * was typed. The toasts ('Subscribe Successful', 'Something Wrong!') are the page's: see Pages/Home.
 */
const meta = {
  title: 'Components/Home/Newsletter',
  component: Newsletter,
  tags: ['autodocs'],
  args: { onSubscribe: answer({ ok: true }) },
} satisfies Meta<typeof Newsletter>

export default meta
type Story = StoryObj<typeof meta>

const email = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Email address' })

/** Sends the trimmed email; the input is emptied after a success. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/60\.000\+ subscribers/)).toBeVisible()
    await userEvent.type(email(canvasElement), '  rahima@example.com ')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await expect(args.onSubscribe).toHaveBeenCalledWith('rahima@example.com')
    await waitFor(() => expect(email(canvasElement)).toHaveValue(''))
  },
}

/** 422: the first email message under the input, linked to it; the input keeps the text. */
export const ValidationError: Story = {
  args: { onSubscribe: answer({ ok: false, fieldError: 'The email has already been taken.' }) },
  play: async ({ canvasElement }) => {
    const input = email(canvasElement)
    await userEvent.type(input, 'demo@medibazar.test{Enter}')
    await waitFor(() => expect(input).toHaveAccessibleDescription('The email has already been taken.'))
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveValue('demo@medibazar.test')
    await expect(input).toHaveFocus()
  },
}

/** Any other failure: no field message, the input keeps what was typed. */
export const OtherFailure: Story = {
  args: { onSubscribe: answer({ ok: false, fieldError: null }) },
  play: async ({ args, canvasElement }) => {
    const input = email(canvasElement)
    await userEvent.type(input, 'rahima@example.com{Enter}')
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1)
    await expect(input).toHaveValue('rahima@example.com')
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

/** While the call is out the button is busy and nothing is sent twice. */
export const Submitting: Story = {
  args: { onSubscribe: fn(() => new Promise<NewsletterResult>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(email(canvasElement), 'rahima@example.com{Enter}')
    const button = await canvas.findByRole('button', { name: 'Subscribing...' })
    await expect(button).toBeDisabled()
    await userEvent.type(email(canvasElement), '{Enter}')
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1)
  },
}

/** Three clicks in one task (faster than any re-render): one sign-up. */
export const ThreeClicksInOneTask: Story = {
  args: { onSubscribe: fn(() => new Promise<NewsletterResult>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(email(canvasElement), 'rahima@example.com')
    const button = canvas.getByRole('button', { name: 'Subscribe' })
    button.click()
    button.click()
    button.click()
    await expect(await canvas.findByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1)
  },
}

/** A phone: the button under the input, full width. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Subscribe' })
    const input = email(canvasElement)
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(input.getBoundingClientRect().bottom - 1)
    await expect(Math.abs(button.getBoundingClientRect().width - input.getBoundingClientRect().width)).toBeLessThan(2)
  },
}
