import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { B2BRegistrationForm, MESSAGES } from '@/components/content'
import { expectFieldError, fill, mobile, serverError, validationError } from './helpers'

/** The B2B registration form on its own: organization, contact person and phone required. */
const meta = {
  title: 'Components/Content/B2BRegistrationForm',
  component: B2BRegistrationForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(() => Promise.resolve()), onFailure: fn() },
} satisfies Meta<typeof B2BRegistrationForm>

export default meta
type Story = StoryObj<typeof meta>

function fields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  return {
    canvas,
    organization: canvas.getByRole('textbox', { name: 'Organization' }),
    name: canvas.getByRole('textbox', { name: 'Contact person' }),
    phone: canvas.getByRole('textbox', { name: 'Phone' }),
    email: canvas.getByRole('textbox', { name: 'Email (optional)' }),
    address: canvas.getByRole('textbox', { name: 'Address (optional)' }),
    submit: canvas.getByRole('button', { name: 'Register Now' }),
  }
}

async function fillRequired(canvasElement: HTMLElement) {
  const f = fields(canvasElement)
  await fill(f.organization, 'Tamanna Pharmacy')
  await fill(f.name, 'Rafiq Mia')
  await fill(f.phone, '+880 1612-345678')
  return f
}

/** Empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    for (const field of [f.organization, f.name, f.phone]) await expect(field).toBeRequired()
    for (const field of [f.email, f.address]) await expect(field).not.toBeRequired()
  },
}

/** Filled and sent: the phone tidied ('+880 1612-345678' as 01612345678), optional fields as ''; then cleared. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fillRequired(canvasElement)
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      organization: 'Tamanna Pharmacy',
      name: 'Rafiq Mia',
      phone: '01612345678',
      email: '',
      address: '',
    })
    await waitFor(() => expect(f.organization).toHaveValue(''))
  },
}

/** Client rules. */
export const ClientInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fill(f.phone, '12')
    await userEvent.click(f.submit)
    await expectFieldError(f.organization, MESSAGES.organization)
    await expectFieldError(f.name, MESSAGES.contactPerson)
    await expectFieldError(f.phone, MESSAGES.phoneInvalid)
    await expect(f.organization).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** While sending: 'Loading...', disabled. */
export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const f = await fillRequired(canvasElement)
    await userEvent.click(f.submit)
    await expect(await f.canvas.findByRole('button', { name: 'Loading...' })).toBeDisabled()
  },
}

/** A 422 rejection under organization; a message for a field the form lacks is ignored. */
export const Server422: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        validationError({
          token: ['The token is invalid.'],
          organization: ['The organization field is required.'],
        }),
      ),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const f = await fillRequired(canvasElement)
    await userEvent.click(f.submit)
    await expectFieldError(f.organization, 'The organization field is required.')
    await expect(f.organization).toHaveFocus()
    await expect(args.onFailure).not.toHaveBeenCalled()
  },
}

/** A 422 without any field of this form: onFailure (the page warns 'Something Wrong!'). */
export const Server422NoFormField: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(validationError({ token: ['The token is invalid.'] }))),
  },
  play: async ({ args, canvasElement }) => {
    const f = await fillRequired(canvasElement)
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledTimes(1))
    await expect(f.organization).not.toHaveAttribute('aria-invalid')
  },
}

/** Any other rejection: onFailure; values kept. */
export const ServerFailure: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(serverError())),
  },
  play: async ({ args, canvasElement }) => {
    const f = await fillRequired(canvasElement)
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledTimes(1))
    await expect(f.organization).toHaveValue('Tamanna Pharmacy')
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(fields(canvasElement).submit.getBoundingClientRect().width).toBeGreaterThan(300)
  },
}
