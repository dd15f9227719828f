import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { OrderLine } from '@/api/entities'
import { OrderDetails } from '@/components/account'
import { delivered, invoiceNote, mobile, pendingWithCoupon, withCoupon } from './support'

/**
 * Order Details (spec 001 s2): billing, payment and shipping blocks; the product table (pack size
 * or Free Item, quantity with unit); Sub Total, Discount, Coupon Discount (only with a coupon),
 * Delivery and Total; the invoice note when dtls_mail is 1; the order note.
 */
const meta = {
  title: 'Components/Account/OrderDetails',
  component: OrderDetails,
  tags: ['autodocs'],
  args: { order: pendingWithCoupon, lines: pendingWithCoupon.order_details },
} satisfies Meta<typeof OrderDetails>

export default meta
type Story = StoryObj<typeof meta>

function footerRow(canvasElement: HTMLElement, label: RegExp): HTMLElement | null {
  const header = within(canvasElement).queryByRole('rowheader', { name: label })
  return header?.closest('tr') ?? null
}

/** A pending online order with coupon SAVE10: every block, the coupon row with its code. */
export const WithCoupon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const heading of ['Billing Address', 'Payment', 'Shipping Address', 'Products']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    const billing = within(canvas.getByRole('region', { name: 'Billing Address' }))
    await expect(billing.getByText(pendingWithCoupon.firstname)).toBeVisible()
    const payment = within(canvas.getByRole('region', { name: 'Payment' }))
    await expect(payment.getByText(`#${pendingWithCoupon.order_id}`)).toBeVisible()
    await expect(payment.getByText('Online Payment')).toBeVisible()
    await expect(payment.getByText('SSL')).toBeVisible()
    const shipping = within(canvas.getByRole('region', { name: 'Shipping Address' }))
    await expect(shipping.getByText(`${pendingWithCoupon.city} - ${pendingWithCoupon.area}`)).toBeVisible()
    await expect(shipping.getByText(pendingWithCoupon.delivery_time)).toBeVisible()
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(pendingWithCoupon.order_details.length)
    const coupon = footerRow(canvasElement, /Coupon Discount/)
    await expect(coupon).toHaveTextContent('(SAVE10)')
    await expect(coupon).toHaveTextContent(`-৳`)
    await expect(footerRow(canvasElement, /^Total$/)).toHaveTextContent(
      new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(pendingWithCoupon.amount),
    )
  },
}

/** No coupon: no Coupon Discount row at all. */
export const WithoutCoupon: Story = {
  args: { order: delivered, lines: delivered.order_details },
  play: async ({ canvasElement }) => {
    await expect(footerRow(canvasElement, /Coupon Discount/)).toBeNull()
    await expect(footerRow(canvasElement, /^Sub Total$/)).not.toBeNull()
    await expect(footerRow(canvasElement, /^Discount$/)).not.toBeNull()
    await expect(footerRow(canvasElement, /^Delivery$/)).not.toBeNull()
    await expect(within(canvasElement).getByRole('region', { name: 'Payment' })).toHaveTextContent('Cash on Delivery')
  },
}

/** Lines: pack size, quantity with unit, the line sub totals adding up to Sub Total. */
export const Lines: Story = {
  args: { order: withCoupon, lines: withCoupon.order_details },
  play: async ({ canvasElement }) => {
    const [first] = withCoupon.order_details
    if (!first) throw new Error('order 104 has lines')
    const row = within(canvasElement).getByRole('rowheader', { name: first.product_name }).closest('tr') as HTMLElement
    await expect(row).toHaveTextContent(first.product?.unit_description ?? '')
    await expect(row).toHaveTextContent(`${first.quantity} ${first.unit}`)
    const sum = withCoupon.order_details.reduce((total, line) => total + Math.round((line.total ?? 0) * 100), 0) / 100
    await expect(footerRow(canvasElement, /^Sub Total$/)).toHaveTextContent(
      new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(sum),
    )
  },
}

const gift: OrderLine = {
  id: 9901,
  product_id: 0,
  product_name: 'Eid Wellness Gift Pack',
  strength: '',
  unit: '',
  quantity: 1,
  price: 0,
  discount: 0,
  total: 0,
  product: null,
}

/** A gift pack line: 'Free Item', ৳0.00. */
export const FreeItem: Story = {
  args: { lines: [...pendingWithCoupon.order_details, gift] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement)
      .getByRole('rowheader', { name: 'Eid Wellness Gift Pack' })
      .closest('tr') as HTMLElement
    await expect(within(row).getByText('Free Item')).toBeVisible()
    await expect(row).toHaveTextContent('৳0.00')
  },
}

/** dtls_mail 1: the invoice note. */
export const InvoiceNote: Story = {
  args: { order: invoiceNote, lines: invoiceNote.order_details },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getByText(/Invoice note:/)
        .closest('p'),
    ).toHaveTextContent('the product list is left out of this order')
  },
}

/** dtls_mail 0: no invoice note; the order note when there is one. */
export const OrderNote: Story = {
  args: { order: { ...delivered, order_note: 'Please call before delivery.' }, lines: delivered.order_details },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByText(/Invoice note:/)).toBeNull()
    await expect(canvas.getByText(/Order note:/).closest('p')).toHaveTextContent('Please call before delivery.')
  },
}

/** A 390 px phone: blocks stacked, lines as labelled cards, nothing overflows. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    const canvas = within(canvasElement)
    const billing = canvas.getByRole('region', { name: 'Billing Address' }).getBoundingClientRect()
    const payment = canvas.getByRole('region', { name: 'Payment' }).getBoundingClientRect()
    await expect(payment.top).toBeGreaterThanOrEqual(billing.bottom)
  },
}
