import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { checkoutTotals } from '@/checkout/totals'
import { useState } from 'react'
import { OrderSummary, type OrderSummaryProps } from '@/components/checkout'
import { RetryNote } from '@/components/form'
import { mobile } from './support'

const lines = [
  { id: 1001, product_name: 'Napa 500 mg Tablet', qty: 3, total: 36 },
  { id: 1019, product_name: 'Seclo 20 mg Capsule', qty: 2, total: 100 },
]
const smallTotals = checkoutTotals({ cartTotal: 136, areaCharge: 0, discountRules: [], coupon: null })

/** 'Your order': lines, subtotal, shipping (৳60 / Free / the area charge), discount, total. */
const meta = {
  title: 'Components/Checkout/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  args: { lines, totals: smallTotals },
} satisfies Meta<typeof OrderSummary>

export default meta
type Story = StoryObj<typeof meta>

function row(canvasElement: HTMLElement, term: string) {
  return within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling
}

export const SmallDhakaOrder: Story = {
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Subtotal')).toHaveTextContent('৳136.00')
    await expect(row(canvasElement, 'Shipping')).toHaveTextContent('৳60.00')
    await expect(row(canvasElement, 'Discount')).toHaveTextContent('৳0.00')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('৳196.00')
    await expect(within(canvasElement).queryByText(/^Coupon/)).toBeNull()
    await expect(within(canvasElement).getByRole('region', { name: 'Your order' })).not.toHaveAttribute('aria-busy')
  },
}

export const DiscountsAndCoupon: Story = {
  args: {
    lines: [{ id: 2001, product_name: 'COSRX Advanced Snail 96 Mucin Power Essence 100 ml', qty: 1, total: 1750 }],
    totals: checkoutTotals({
      cartTotal: 1750,
      areaCharge: 0,
      discountRules: [{ min_value: 1000, max_value: 3000, type: 'percent', amount: 3 }],
      coupon: { discount: 10, discount_type: 'Percent' },
    }),
    couponCode: 'SAVE10',
  },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Shipping')).toHaveTextContent('Free')
    await expect(row(canvasElement, 'Discount')).toHaveTextContent('-৳52.50')
    await expect(row(canvasElement, 'Coupon (SAVE10)')).toHaveTextContent('-৳175.00')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('৳1,522.50')
  },
}

export const OutsideDhakaWithWallet: Story = {
  args: {
    totals: checkoutTotals({ cartTotal: 136, areaCharge: 120, discountRules: [], coupon: null }),
    walletAmount: 100,
    amountDue: 156,
  },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Shipping')).toHaveTextContent('৳120.00')
    await expect(row(canvasElement, 'Paid from wallet')).toHaveTextContent('-৳100.00')
    await expect(row(canvasElement, 'To pay')).toHaveTextContent('৳156.00')
  },
}

/** The delivery charge and discount rules still on their way: no figure looks final. */
export const Calculating: Story = {
  args: { pending: { shipping: true, discount: true } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Your order' })
    await expect(summary).toHaveAttribute('aria-busy', 'true')
    await expect(row(canvasElement, 'Subtotal')).toHaveTextContent('৳136.00')
    await expect(row(canvasElement, 'Shipping')).toHaveTextContent('Calculating...')
    await expect(row(canvasElement, 'Discount')).toHaveTextContent('Calculating...')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('Calculating...')
    await expect(within(summary).getByRole('status')).toHaveTextContent('Calculating your total...')
  },
}

/** Only the gift offers pending: the figures are final, the summary is still busy. */
export const CheckingOffers: Story = {
  args: { pending: { offers: true } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Your order' })
    await expect(summary).toHaveAttribute('aria-busy', 'true')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('৳196.00')
    await expect(within(summary).getByRole('status')).toHaveTextContent('Checking offers for your order...')
  },
}

const retryCharge = fn()
const retrySlow = fn()

/**
 * Notices under the figures: a failed delivery charge (an alert) and calls that are taking long
 * (a status), each with 'Try again'; the figures stay as they are.
 */
export const Notices: Story = {
  args: {
    pending: { discount: true },
    notices: (
      <>
        <RetryNote message="The delivery charge could not be confirmed." onRetry={retryCharge} />
        <RetryNote tone="info" message="This is taking longer than usual." onRetry={retrySlow} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const summary = within(within(canvasElement).getByRole('region', { name: 'Your order' }))
    await expect(summary.getByRole('alert')).toHaveTextContent('The delivery charge could not be confirmed.')
    await expect(summary.getByText('This is taking longer than usual.')).toHaveAttribute('role', 'status')
    await expect(row(canvasElement, 'Total')).toHaveTextContent('Calculating...')
    const [charge, slow] = summary.getAllByRole('button', { name: 'Try again' })
    const before = [retryCharge.mock.calls.length, retrySlow.mock.calls.length]
    await userEvent.click(charge as HTMLElement)
    await userEvent.click(slow as HTMLElement)
    await expect([retryCharge.mock.calls.length, retrySlow.mock.calls.length]).toEqual(before.map((n) => n + 1))
  },
}

/**
 * The server's checkout while it hydrates: the cart is not known yet (it is in the browser), so
 * the lines and figures keep their places, empty and hidden from assistive technology, and the
 * summary is busy. No 'Calculating...' note: nothing is being asked yet.
 */
export const CartNotKnownYet: Story = {
  args: {
    lines: [],
    totals: checkoutTotals({ cartTotal: 0, areaCharge: null, discountRules: [], coupon: null }),
    cartPending: true,
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Your order' })
    await expect(summary).toHaveAttribute('aria-busy', 'true')
    const reserved = within(summary).getAllByTestId('summary-line-reserved')
    await expect(reserved).toHaveLength(2)
    for (const line of reserved) await expect(line).toHaveAttribute('aria-hidden', 'true')
    // No figure is shown before the cart is read: not even ৳0.00.
    await expect(summary).not.toHaveTextContent('৳')
    await expect(row(canvasElement, 'Total')?.textContent?.trim()).toBe('')
    await expect(within(summary).queryByRole('status')).toBeNull()
  },
}

/** Shows the summary as the server drew it until 'Read the cart' is pressed (as hydration does). */
function UntilTheCartIsRead(props: OrderSummaryProps) {
  const [known, setKnown] = useState(false)
  return (
    <div style={{ width: 380 }}>
      <button type="button" onClick={() => setKnown(true)}>
        Read the cart
      </button>
      <div data-testid="summary">
        {known ? <OrderSummary {...props} /> : <OrderSummary {...props} lines={[]} cartPending />}
      </div>
    </div>
  )
}

/** The server's summary, then the cart's two lines: they take the kept lines' height, nothing moves. */
export const SameHeightOnceKnown: Story = {
  render: (args) => <UntilTheCartIsRead {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const summary = canvas.getByTestId('summary')
    await expect(canvas.getAllByTestId('summary-line-reserved')).toHaveLength(2)
    const before = summary.getBoundingClientRect().height
    await userEvent.click(canvas.getByRole('button', { name: 'Read the cart' }))
    await expect(row(canvasElement, 'Subtotal')).toHaveTextContent('৳136.00')
    await expect(canvas.queryByTestId('summary-line-reserved')).toBeNull()
    await expect(before).toBeGreaterThan(0)
    await expect(Math.abs(summary.getBoundingClientRect().height - before)).toBeLessThanOrEqual(1)
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Your order' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
