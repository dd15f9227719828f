import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OfflineContext } from '@/components/offline'
import { PriceDisplay } from '@/components/PriceDisplay'

/**
 * A price in taka, always formatted by `formatMoney` (৳1,250.00). With a discount price that counts
 * (positive and strictly lower than the price: the one price rule of src/lib/pricing.ts) it shows the discount price followed by the struck-through
 * original; screen readers hear "Discounted price ৳1,250.00, Original price ৳1,500.00".
 */
const meta = {
  title: 'Components/PriceDisplay',
  component: PriceDisplay,
  tags: ['autodocs'],
  args: { price: 1250, size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    discountPrice: { control: 'number' },
  },
} satisfies Meta<typeof PriceDisplay>

export default meta
type Story = StoryObj<typeof meta>

/** No discount: only the price. */
export const RegularPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('৳1,250.00')).toBeVisible()
    await expect(canvasElement.querySelector('del')).toBeNull()
    await expect(canvasElement.querySelector('p')).toHaveTextContent(/^Price: ৳1,250\.00$/)
  },
}

/** A valid discount: the discount price, then the original struck through. */
export const Discounted: Story = {
  args: { price: 1500, discountPrice: 1250 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('৳1,250.00')).toBeVisible()
    const original = canvasElement.querySelector('del')
    await expect(original).not.toBeNull()
    await expect(original).toHaveTextContent('Original price: ৳1,500.00')
    await expect(within(original as HTMLElement).getByText('৳1,500.00')).toBeVisible()
    // What a screen reader reads, in order.
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Discounted price: ৳1,250.00 Original price: ৳1,500.00',
    )
    await expect(canvas.queryByText(/% off/)).toBeNull()
  },
}

/**
 * On a Bangla page (`/bn`, or the toolbar's বাংলা): the same prices in Bangla digits, the taka
 * sign first (৳১,২৫০.০০), lakh grouping for large amounts.
 */
export const InBangla: Story = {
  args: { price: 1500, discountPrice: 1250 },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('৳১,২৫০.০০')).toBeVisible()
    await expect(canvasElement.querySelector('del')).toHaveTextContent('৳১,৫০০.০০')
    await expect(canvasElement).not.toHaveTextContent(/[0-9]/)
    await expect(document.documentElement).toHaveAttribute('lang', 'bn')
  },
}

/** A large amount in Bangla: ৳১২,৩৪,৫৬৭.৫০. */
export const LargePriceInBangla: Story = {
  args: { price: 1234567.5 },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳১২,৩৪,৫৬৭.৫০')).toBeVisible()
  },
}

/** Beyond the spec: an optional percent-off badge (off by default, not used by the product card). */
export const DiscountedWithBadge: Story = {
  args: { price: 1500, discountPrice: 1250, showDiscountBadge: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('-17%')).toBeVisible()
    await expect(canvas.getByText('(17% off)')).toBeInTheDocument()
  },
}

/** A discount price that is not lower than the price is ignored: only the price shows. */
export const DiscountNotLower: Story = {
  args: { price: 120, discountPrice: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('৳120.00')).toBeVisible()
    await expect(canvasElement.querySelector('del')).toBeNull()
  },
}

/** A discount price above the price is ignored as well: the (lower) price shows, nothing struck through. */
export const DiscountAbovePrice: Story = {
  args: { price: 120, discountPrice: 150 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(/^Price: ৳120\.00$/)
    await expect(canvasElement.querySelector('del')).toBeNull()
  },
}

/** The API's decimal strings are amounts: '99.50' below ৳120.00 is a discount. */
export const DiscountAsText: Story = {
  args: { price: 120, discountPrice: '99.50' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Discounted price: ৳99.50 Original price: ৳120.00')
  },
}

/** A very large price keeps its grouping and decimals. */
export const LargePrice: Story = {
  args: { price: 1234567.89 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳1,234,567.89')).toBeVisible()
  },
}

/** Paisa: 33.3 shows as ৳33.30, never ৳33.3. */
export const PaisaPrice: Story = {
  args: { price: 33.3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳33.30')).toBeVisible()
  },
}

/** Small, for cart lines and suggestions. */
export const Small: Story = {
  args: { price: 1500, discountPrice: 1250, size: 'sm' },
}

/** Large, for the product detail page. */
export const Large: Story = {
  args: { price: 1500, discountPrice: 1250, size: 'lg' },
}

/**
 * Offline (decision 0033): every price shown is the last one seen, so it says it may be out of
 * date, on a line of its own under the price.
 */
export const Stale: Story = {
  args: { price: 1500, discountPrice: 1250, stale: true },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText('Last known price: may be out of date')
    await expect(note).toBeVisible()
    // Read after the prices, and below them.
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Discounted price: ৳1,250.00 Original price: ৳1,500.00Last known price: may be out of date',
    )
    const price = within(canvasElement).getByText('৳1,250.00')
    await expect(note.getBoundingClientRect().top).toBeGreaterThanOrEqual(price.getBoundingClientRect().bottom)
  },
}

/** The shop marks prices stale through OfflineContext while the browser is offline. */
export const OfflineFromTheShell: Story = {
  decorators: [
    (Story) => (
      <OfflineContext value>
        <Story />
      </OfflineContext>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Last known price: may be out of date')).toBeVisible()
  },
}

/** A price that cannot change (what an order was placed at) says nothing, even offline. */
export const NeverStale: Story = {
  args: { stale: false },
  decorators: OfflineFromTheShell.decorators,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/may be out of date/)).toBeNull()
  },
}

/** Stale on a 390 px phone, small size as on a product card: the note wraps inside the width. */
export const StaleMobile: Story = {
  args: { price: 1500, discountPrice: 1250, size: 'sm', stale: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText('Last known price: may be out of date')
    await expect(note).toBeVisible()
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}
