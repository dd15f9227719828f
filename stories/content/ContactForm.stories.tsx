import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { ContactForm, MESSAGES } from '@/components/content'
import { contactFields as fields, expectFullWidth, expectSubmitRefused, fillIn, onSubmitThat } from './formStories'
import { fill, mobile } from './helpers'

/**
 * The contact form on its own: four required fields; valid values go to `onSubmit`; a 422
 * rejection lands under the fields, anything else goes to `onFailure`.
 */
const meta = {
  title: 'Components/Content/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onSubmit: onSubmitThat.resolves(), onFailure: fn() },
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

const VALID = { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: '01812345678', message: 'Hello!' }

const fillValid = (canvasElement: HTMLElement) => fillIn(fields, canvasElement, VALID)

/** Empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.canvas.getByText('All fields are required.')).toBeVisible()
    for (const field of [f.name, f.email, f.phone, f.message]) await expect(field).toBeRequired()
  },
}

/** Filled and sent: the values are emitted once, then the form is cleared. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    await expect(args.onSubmit).toHaveBeenCalledWith(VALID)
    await waitFor(() => expect(f.message).toHaveValue(''))
  },
}

/** Submitted with Enter from a field. */
export const SubmitWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.type(f.phone, '{Enter}')
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(VALID))
  },
}

/** Client rules: nothing emitted, messages linked, focus on the first. */
export const ClientInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fill(f.email, 'not-an-email')
    await expectSubmitRefused(f, {
      name: MESSAGES.name,
      email: MESSAGES.emailInvalid,
      phone: MESSAGES.phoneRequired,
      message: MESSAGES.message,
    })
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** While sending: 'Sending...', disabled. */
export const Busy: Story = {
  args: { onSubmit: onSubmitThat.neverEnds() },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expect(await f.canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** A 422 rejection: under the fields, focus on the first in form order. */
export const Server422: Story = {
  args: {
    onSubmit: onSubmitThat.answers422({
      phone: ['The phone must be a number.'],
      message: ['The message is too short.'],
    }),
  },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await expectSubmitRefused(f, { phone: 'The phone must be a number.', message: 'The message is too short.' })
    await expect(args.onFailure).not.toHaveBeenCalled()
  },
}

/** Any other rejection: onFailure; values kept. */
export const ServerFailure: Story = {
  args: { onSubmit: onSubmitThat.fails() },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledTimes(1))
    await expect(f.message).toHaveValue(VALID.message)
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectFullWidth(fields(canvasElement).submit)
  },
}
