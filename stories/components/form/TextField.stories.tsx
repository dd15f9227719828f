import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextField } from '@/components/form'

const mobile = { viewport: { value: 'mobile', isRotated: false } }

/**
 * A labelled text input (every form's name, phone, email...). The label names the input; a hint and
 * an error are linked with aria-describedby; an error sets aria-invalid. Required fields show a
 * star (hidden from screen readers, which hear "required" from the input itself).
 */
const meta = {
  title: 'Components/Form/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Name', name: 'name', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

/** Empty: labelled, no description, not invalid; typing emits onChange. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' })
    await expect(input).toHaveValue('')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(input).not.toHaveAttribute('aria-describedby')
    await expect(input).not.toBeRequired()
    await userEvent.type(input, 'Karim')
    await expect(input).toHaveValue('Karim')
    await expect(args.onChange).toHaveBeenCalledTimes(5)
  },
}

/** Filled in. */
export const Filled: Story = {
  args: { defaultValue: 'Rahima Akter' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toHaveValue('Rahima Akter')
  },
}

/** Required: a star after the label (aria-hidden); the input is required. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Name' })
    await expect(input).toBeRequired()
    const star = canvas.getByText('*')
    await expect(star).toHaveAttribute('aria-hidden', 'true')
  },
}

/** With a hint, linked as the description. */
export const WithHint: Story = {
  args: { label: 'Phone', type: 'tel', hint: 'We call this number to confirm your order.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' })
    await expect(input).toHaveAccessibleDescription('We call this number to confirm your order.')
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

/** With an error: aria-invalid, and the message linked with aria-describedby. */
export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    required: true,
    defaultValue: 'karim@',
    error: 'Enter a valid email address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    const describedBy = input.getAttribute('aria-describedby') ?? ''
    await expect(describedBy).toBe(`${input.id}-error`)
    await expect(document.getElementById(describedBy)).toHaveTextContent('Enter a valid email address.')
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.')
  },
}

/** Hint and error together: both ids in aria-describedby, hint first. */
export const WithHintAndError: Story = {
  args: { label: 'Phone', hint: 'Digits only, e.g. 01711000000.', error: 'Enter your phone number.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' })
    await expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint ${input.id}-error`)
    await expect(input).toHaveAccessibleDescription('Digits only, e.g. 01711000000. Enter your phone number.')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
  },
}

/** Disabled: cannot be typed into. */
export const Disabled: Story = {
  args: { defaultValue: 'Rahima Akter', disabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' })
    await expect(input).toBeDisabled()
    await userEvent.type(input, 'x')
    await expect(input).toHaveValue('Rahima Akter')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** Read-only (e.g. a saved address at checkout): focusable, not editable. */
export const ReadOnly: Story = {
  args: { label: 'City', defaultValue: 'Dhaka', readOnly: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'City' })
    await expect(input).toHaveAttribute('readonly')
    await userEvent.type(input, 'x')
    await expect(input).toHaveValue('Dhaka')
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(getComputedStyle(input).backgroundColor).not.toBe('rgb(255, 255, 255)')
  },
}

/** A 390 px phone: full width, at least 44 px tall. */
export const Mobile: Story = {
  args: { required: true, error: 'Enter your name.' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' })
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(input).toHaveAccessibleDescription('Enter your name.')
  },
}
