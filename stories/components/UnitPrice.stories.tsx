import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { UnitPrice } from '@/components/UnitPrice'
import { pricePerUnit } from '@/lib/unitPrice'

/**
 * The price per tablet, capsule or ml under a pack's price (beyond the spec, issue 24), from the
 * unit description (src/lib/unitPrice.ts). Shown where the description gives a count; nothing
 * otherwise, never a guess.
 */
const meta = {
  title: 'Components/UnitPrice',
  component: UnitPrice,
  tags: ['autodocs'],
  args: { perUnit: pricePerUnit({ price: 12, unit_description: '10 Tablets (1 Strip)' }) },
} satisfies Meta<typeof UnitPrice>

export default meta
type Story = StoryObj<typeof meta>

/** ৳12.00 for '10 Tablets (1 Strip)': ৳1.20/tablet, read as '৳1.20 per tablet'. */
export const PerTablet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('৳1.20/tablet')).toBeVisible()
    await expect(canvas.getByText('৳1.20/tablet')).toHaveAttribute('aria-hidden', 'true')
    await expect(canvas.getByText('৳1.20 per tablet')).toHaveClass('visually-hidden')
  },
}

/** A discounted strip of capsules: the discount price per capsule (৳63.00 / 10). */
export const PerCapsule: Story = {
  args: { perUnit: pricePerUnit({ price: 70, discount_price: 63, unit_description: '10 Capsules (1 Strip)' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳6.30/capsule')).toBeVisible()
  },
}

/** A bottle: per ml, to the paisa (৳45.00 / 200 ml). */
export const PerMl: Story = {
  args: { perUnit: pricePerUnit({ price: 45, unit_description: '200 ml Bottle' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳0.23/ml')).toBeVisible()
  },
}

/** '1 Meter + 10 Strips' gives no count: nothing is rendered. */
export const NotParsed: Story = {
  args: { perUnit: pricePerUnit({ price: 1850, unit_description: '1 Meter + 10 Strips' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-unit-price]')).toBeNull()
  },
}

/** On a Bangla page: Bangla digits and unit. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳১.২০/ট্যাবলেট')).toBeVisible()
  },
}

/** 390 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳1.20/tablet')).toBeVisible()
  },
}
