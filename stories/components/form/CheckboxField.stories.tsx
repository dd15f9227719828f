import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CheckboxField } from '@/components/form'

const mobile = { viewport: { value: 'mobile', isRotated: false } }

/** A checkbox with its label on the right (checkout: hide the product list, change address). */
const meta = {
  title: 'Components/Form/CheckboxField',
  component: CheckboxField,
  tags: ['autodocs'],
  args: { label: 'Hide the product list on the invoice', name: 'dtls_mail', onChange: fn() },
} satisfies Meta<typeof CheckboxField>

export default meta
type Story = StoryObj<typeof meta>

/** Unchecked; clicking the label checks it and emits onChange. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('checkbox', { name: 'Hide the product list on the invoice' })
    await expect(box).not.toBeChecked()
    await expect(box).not.toHaveAttribute('aria-describedby')
    await userEvent.click(canvas.getByText('Hide the product list on the invoice'))
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

/** Checked. */
export const Filled: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked()
  },
}

/** Required (e.g. accepting terms). */
export const Required: Story = {
  args: { label: 'I accept the terms and conditions', required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toBeRequired()
  },
}

/** With a hint under the label, linked as the description. */
export const WithHint: Story = {
  args: { label: 'Change Shipping Address', hint: 'Choose a new city and area for this order.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Choose a new city and area for this order.',
    )
  },
}

/** With an error: aria-invalid and aria-describedby. */
export const WithError: Story = {
  args: { label: 'I accept the terms and conditions', error: 'Accept the terms to continue.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox')
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAttribute('aria-describedby', `${box.id}-error`)
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue.')
  },
}

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox')
    await expect(box).toBeDisabled()
    await userEvent.click(box)
    await expect(box).not.toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** A 390 px phone: a long label wraps beside the box. */
export const Mobile: Story = {
  globals: mobile,
  args: { label: 'Send the invoice without the list of products (for a gift or a company purchase)' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox')
    await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(20)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
