import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ReturningCustomerPrompt } from '@/components/checkout'
import { mobile } from './support'

/** The guest's 'Returning customer?' line above the checkout form, with the login link back to checkout. */
const meta = {
  title: 'Components/Checkout/ReturningCustomerPrompt',
  component: ReturningCustomerPrompt,
  tags: ['autodocs'],
  args: { loginHref: '/user-login?redirect=%2Fcheckout' },
} satisfies Meta<typeof ReturningCustomerPrompt>

export default meta
type Story = StoryObj<typeof meta>

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Returning customer\?/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Click here to login' })).toHaveAttribute(
      'href',
      '/user-login?redirect=%2Fcheckout',
    )
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Click here to login' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
