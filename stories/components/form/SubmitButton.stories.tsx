import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SubmitButton } from '@/components/form'

const mobile = { viewport: { value: 'mobile', isRotated: false } }

/** A form's submit button: while its request is in flight it is disabled, busy and says so. */
const meta = {
  title: 'Components/Form/SubmitButton',
  component: SubmitButton,
  tags: ['autodocs'],
  args: { children: 'Send Request', onClick: fn() },
} satisfies Meta<typeof SubmitButton>

export default meta
type Story = StoryObj<typeof meta>

/** Ready: a submit button that emits clicks. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send Request' })
    await expect(button).toHaveAttribute('type', 'submit')
    await expect(button).toBeEnabled()
    await expect(button).not.toHaveAttribute('aria-busy')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

/** In flight: 'Loading...' (the spec's text), disabled and aria-busy; clicks do nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** In flight with its own text. */
export const BusyCustomLabel: Story = {
  args: { busy: true, busyLabel: 'Uploading...', children: 'Upload Prescription' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Uploading...' })).toBeDisabled()
  },
}

/** Disabled for another reason (e.g. the cart total is below 200). */
export const Disabled: Story = {
  args: { disabled: true, children: 'Proceed to checkout' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Proceed to checkout' })
    await expect(button).toBeDisabled()
    await expect(button).not.toHaveAttribute('aria-busy')
  },
}

/** A 390 px phone: at least 44 px tall. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send Request' })
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
