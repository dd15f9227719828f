import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OFFLINE_SUBMIT_NOTE, SubmitButton } from '@/components/form'
import { OfflineContext } from '@/components/offline'

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

const formSubmitted = fn()

/**
 * Offline (decision 0033; the shell provides OfflineContext): the button sends nothing, says why
 * under itself and is linked to that text; a click or Enter in a field does not submit, and what
 * was typed stays.
 */
export const Offline: Story = {
  args: { children: 'Send Message' },
  decorators: [
    (Story) => (
      <OfflineContext value>
        <Story />
      </OfflineContext>
    ),
  ],
  render: (args) => (
    <form
      aria-label="Message"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)', alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault()
        formSubmitted()
      }}
    >
      <label>
        Message <input name="message" />
      </label>
      <SubmitButton {...args} />
    </form>
  ),
  play: async ({ args, canvasElement }) => {
    formSubmitted.mockClear()
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Send Message' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(OFFLINE_SUBMIT_NOTE)
    await expect(canvas.getByText(OFFLINE_SUBMIT_NOTE)).toBeVisible()
    // Below the button, on a line of its own.
    await expect(canvas.getByText(OFFLINE_SUBMIT_NOTE).getBoundingClientRect().top).toBeGreaterThanOrEqual(
      button.getBoundingClientRect().bottom,
    )
    const field = canvas.getByRole('textbox', { name: 'Message' })
    await userEvent.type(field, 'Is Napa in stock?{Enter}')
    await userEvent.click(button)
    await expect(formSubmitted).not.toHaveBeenCalled()
    await expect(args.onClick).not.toHaveBeenCalled()
    await expect(field).toHaveValue('Is Napa in stock?')
  },
}

/** Offline on a 390 px phone: the note wraps within the width. */
export const OfflineMobile: Story = {
  ...Offline,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText(OFFLINE_SUBMIT_NOTE)
    await expect(note).toBeVisible()
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}
