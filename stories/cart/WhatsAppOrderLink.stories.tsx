import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { WhatsAppOrderLink } from '@/components/cart/WhatsAppOrderLink'
import { mobile } from './support'

const href = `https://wa.me/8801700112233?text=${encodeURIComponent('Hello, I would like to order:\nNapa 500 mg Tablet × 2: ৳24.00\n\nTotal: ৳24.00')}`

/**
 * 'Order on WhatsApp' (beyond the spec, issue 24): the cart page and the cart panel give it the
 * wa.me link with the cart as its message (src/cart/useWhatsAppOrder.ts); hidden without one.
 */
const meta = {
  title: 'Components/Cart/WhatsAppOrderLink',
  component: WhatsAppOrderLink,
  tags: ['autodocs'],
  args: { href },
} satisfies Meta<typeof WhatsAppOrderLink>

export default meta
type Story = StoryObj<typeof meta>

/** A link to the shop's chat in a new tab. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Order on WhatsApp (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

/** No WhatsApp number in the site metadata: nothing. */
export const Hidden: Story = {
  args: { href: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}

/** On a Bangla page. */
export const InBangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /হোয়াটসঅ্যাপে অর্ডার করুন/ })).toBeVisible()
  },
}

/** 390 px. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Order on WhatsApp/ })).toBeVisible()
  },
}
