import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CouponBox } from '@/components/checkout'
import { mobile } from './support'

/** The coupon toggle and code box; Enter applies the code (it sits inside the checkout form). */
const meta = {
  title: 'Components/Checkout/CouponBox',
  component: CouponBox,
  tags: ['autodocs'],
  args: { applied: null, discount: 0, applying: false, error: null, onApply: fn(), onRemove: fn() },
} satisfies Meta<typeof CouponBox>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('button', { name: 'Click here to enter your code' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('textbox', { name: 'Coupon code' })).toBeNull()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const code = canvas.getByRole('textbox', { name: 'Coupon code' })
    await expect(canvas.getByRole('button', { name: 'Apply Coupon' })).toBeDisabled()
    await userEvent.type(code, '  save10 {Enter}')
    await expect(args.onApply).toHaveBeenCalledWith('save10')
  },
}

export const Applying: Story = {
  args: { applying: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Click here to enter your code' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10{Enter}')
    await expect(canvas.getByRole('button', { name: 'Applying...' })).toBeDisabled()
    await expect(args.onApply).not.toHaveBeenCalled()
  },
}

export const Refused: Story = {
  args: { error: 'Invalid coupon code.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Click here to enter your code' }))
    const code = canvas.getByRole('textbox', { name: 'Coupon code' })
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await expect(code).toHaveAccessibleDescription('Invalid coupon code.')
  },
}

export const Applied: Story = {
  args: { applied: 'SAVE10', discount: 13.6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Coupon SAVE10 applied: -৳13.60')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove coupon' }))
    await expect(args.onRemove).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Click here to enter your code' }))
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
