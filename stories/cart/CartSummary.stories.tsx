import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CartSummary } from '@/components/cart/CartSummary'
import { mobile } from './support'

/** The /cart page's summary: items, subtotal and 'Proceed to checkout' (enabled from 200). */
const meta = {
  title: 'Components/Cart/CartSummary',
  component: CartSummary,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { count: 4, subtotal: 200, canCheckout: true, onCheckout: fn() },
} satisfies Meta<typeof CartSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Exactly 200: enabled. */
export const AtTheMinimum: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible()
    await expect(canvas.getByText('4 Items')).toBeVisible()
    await expect(canvas.getByText('৳200.00')).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: 'Proceed to checkout' }))
    await expect(args.onCheckout).toHaveBeenCalledTimes(1)
  },
}

/** ৳199.99: disabled, no message. */
export const BelowTheMinimum: Story = {
  args: { count: 1, subtotal: 199.99, canCheckout: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('1 Item')).toBeVisible()
    await expect(canvas.getByText('৳199.99')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    await expect(args.onCheckout).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: mobile,
  args: { count: 100, subtotal: 175000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳175,000.00')).toBeVisible()
  },
}
