import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EmptyCart } from '@/components/cart/EmptyCart'
import { mobile } from './support'

/** The empty cart (spec 000): 'You Have 0 Item in your Bag' and 'Continue Shopping' to home. */
const meta = {
  title: 'Components/Cart/EmptyCart',
  component: EmptyCart,
  tags: ['autodocs'],
  args: { onContinueShopping: fn() },
  parameters: { route: { path: '/cart', url: '/cart' } },
} satisfies Meta<typeof EmptyCart>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('You Have 0 Item in your Bag')).toBeVisible()
    const link = canvas.getByRole('link', { name: 'Continue Shopping' })
    await expect(link).toHaveAttribute('href', '/')
    await userEvent.click(link)
    await expect(args.onContinueShopping).toHaveBeenCalledTimes(1)
    await expect(canvas.getByTestId('current-location')).toHaveTextContent(/^\/$/)
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Continue Shopping' })
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
