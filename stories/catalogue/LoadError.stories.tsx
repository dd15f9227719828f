import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LoadError } from '@/components/catalogue'
import { mobile } from './support'

/** A failed load: the message (an alert) and 'Try again', busy while the retry is in flight. */
const meta = {
  title: 'Components/Catalogue/LoadError',
  component: LoadError,
  tags: ['autodocs'],
  args: { message: 'Products could not be loaded.', onRetry: fn() },
} satisfies Meta<typeof LoadError>

export default meta
type Story = StoryObj<typeof meta>

/** 'Try again' emits onRetry. */
export const WithRetry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Products could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** While retrying: 'Trying again…', disabled. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Trying again…' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onRetry).not.toHaveBeenCalled()
  },
}

/** Without onRetry: no button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'This page could not be loaded.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

/** On a phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
