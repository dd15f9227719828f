import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextareaField } from '@/components/form'

const mobile = { viewport: { value: 'mobile', isRotated: false } }

/** A labelled multi-line text (contact message, order notes, cancel reason, address). */
const meta = {
  title: 'Components/Form/TextareaField',
  component: TextareaField,
  tags: ['autodocs'],
  args: { label: 'Message', name: 'message', rows: 4, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextareaField>

export default meta
type Story = StoryObj<typeof meta>

/** Empty; typing (with line breaks) emits onChange. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' })
    await expect(textarea.tagName).toBe('TEXTAREA')
    await expect(textarea).not.toHaveAttribute('aria-describedby')
    await userEvent.type(textarea, 'Line one{Enter}Line two')
    await expect(textarea).toHaveValue('Line one\nLine two')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

/** Filled in with a long text. */
export const Filled: Story = {
  args: {
    defaultValue:
      'Do you deliver insulin to Uttara on Fridays? I need two boxes of Insulatard every month and would like a reminder before each delivery.',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' })
    await expect(textarea.value).toContain('Insulatard')
  },
}

/** Required. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeRequired()
  },
}

/** With a hint. */
export const WithHint: Story = {
  args: { label: 'Reason', hint: 'Tell us why you want to cancel this order.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Tell us why you want to cancel this order.',
    )
  },
}

/** With an error: aria-invalid and aria-describedby. */
export const WithError: Story = {
  args: { required: true, error: 'Write your message.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' })
    await expect(textarea).toHaveAttribute('aria-invalid', 'true')
    await expect(textarea).toHaveAttribute('aria-describedby', `${textarea.id}-error`)
    await expect(textarea).toHaveAccessibleDescription('Write your message.')
  },
}

/** Disabled. */
export const Disabled: Story = {
  args: { defaultValue: 'Sent already', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeDisabled()
  },
}

/** Read-only. */
export const ReadOnly: Story = {
  args: { label: 'Order note', defaultValue: 'Please call before delivery.', readOnly: true },
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Order note' })
    await userEvent.type(textarea, 'x')
    await expect(textarea).toHaveValue('Please call before delivery.')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  args: { error: 'Write your message.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' })
    await expect(textarea.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth)
    await expect(textarea).toHaveAccessibleDescription('Write your message.')
  },
}
