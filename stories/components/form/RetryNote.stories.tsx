import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RetryNote } from '@/components/form'

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const

/**
 * A short message beside the control or figure a failed (or slow) call feeds, with 'Try again':
 * an alert for a failure, a status for a call that is taking long.
 */
const meta = {
  title: 'Components/Form/RetryNote',
  component: RetryNote,
  tags: ['autodocs'],
  args: { message: 'The cities could not be loaded.', onRetry: fn() },
} satisfies Meta<typeof RetryNote>

export default meta
type Story = StoryObj<typeof meta>

/** A failure: announced as an alert; 'Try again' emits onRetry. */
export const Failed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The cities could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** A slow call: a polite status, not an alert. */
export const TakingLong: Story = {
  args: { tone: 'info', message: 'This is taking longer than usual.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('This is taking longer than usual.')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Asked again: 'Trying again…', disabled until the answer. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Trying again…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(args.onRetry).not.toHaveBeenCalled()
  },
}

/** Without onRetry: the message only. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

export const Mobile: Story = {
  globals: mobile,
  args: { message: 'The areas of this city could not be loaded.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
