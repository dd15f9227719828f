import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MiniCart } from '@/components/cart/MiniCart'
import { mobile } from './support'

/** The mini-cart (spec 000 "Shell layout"): subtotal and a View Cart button to /cart. */
const meta = {
  title: 'Components/Cart/MiniCart',
  component: MiniCart,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { subtotal: 1373.9, onViewCart: fn() },
} satisfies Meta<typeof MiniCart>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Subtotal')).toBeVisible()
    await expect(canvas.getByText('৳1,373.90')).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: 'View Cart' }))
    await expect(args.onViewCart).toHaveBeenCalledTimes(1)
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/cart')
  },
}

/** An empty cart's subtotal. */
export const Zero: Story = {
  args: { subtotal: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳0.00')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: mobile,
  args: { subtotal: 175000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳175,000.00')).toBeVisible()
    const link = within(canvasElement).getByRole('link', { name: 'View Cart' })
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
