import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SubscriptionSteps } from '@/components/home/SubscriptionSteps'
import { mobile } from '../layout/support'

/**
 * The monthly medicine subscription pitch (spec 000 s2): upload a valid prescription, receive a
 * confirmation call, monthly delivery at the doorstep.
 */
const meta = {
  title: 'Components/Home/SubscriptionSteps',
  component: SubscriptionSteps,
  tags: ['autodocs'],
} satisfies Meta<typeof SubscriptionSteps>

export default meta
type Story = StoryObj<typeof meta>

/** Three numbered steps side by side and a way to start. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Monthly medicine subscription' })).toBeVisible()
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Upload a valid prescription',
      'Receive a confirmation call',
      'Monthly delivery at your doorstep',
    ])
    await expect(new Set(steps.map((step) => Math.round(step.getBoundingClientRect().top))).size).toBe(1)
    await expect(canvas.getByRole('link', { name: 'Upload Prescription' })).toHaveAttribute(
      'href',
      '/upload-prescription',
    )
  },
}

/** A phone: the steps stacked. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list')).getAllByRole('listitem')
    await expect(steps[1]!.getBoundingClientRect().top).toBeGreaterThan(steps[0]!.getBoundingClientRect().bottom - 1)
  },
}
