import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ProceedToCheckout } from '@/components/cart/ProceedToCheckout'
import { mobile } from './support'

/**
 * 'Proceed to checkout' (spec 000 s5): a link to /checkout from a cart total of 200; below it a
 * disabled button with no message.
 */
const meta = {
  title: 'Components/Cart/ProceedToCheckout',
  component: ProceedToCheckout,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { enabled: true, onProceed: fn() },
  parameters: { route: { path: '/cart', url: '/cart' } },
} satisfies Meta<typeof ProceedToCheckout>

export default meta
type Story = StoryObj<typeof meta>

/** 200 or more: a link to /checkout; following it emits onProceed. */
export const Enabled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole('link', { name: 'Proceed to checkout' })
    await expect(link).toHaveAttribute('href', '/checkout')
    await userEvent.click(link)
    await expect(args.onProceed).toHaveBeenCalledTimes(1)
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/checkout')
  },
}

/** Below 200: disabled, no message, nothing emitted, no navigation. */
export const Disabled: Story = {
  args: { enabled: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Proceed to checkout' })
    await expect(button).toBeDisabled()
    await expect(canvas.queryByRole('link')).toBeNull()
    await userEvent.click(button)
    await expect(args.onProceed).not.toHaveBeenCalled()
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/cart')
    await expect(canvasElement.textContent).toBe('Proceed to checkout/cart')
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Proceed to checkout' })
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
