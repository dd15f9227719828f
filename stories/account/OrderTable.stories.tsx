import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OrderTable } from '@/components/account'
import {
  cancelled,
  delivered,
  demoOrders,
  expectLocation,
  inProgress,
  mobile,
  pending,
  pendingWithCoupon,
} from './support'

/**
 * My Orders (spec 001 s2): #, Order Date (DD-MM-YYYY, HH:mm, Dhaka time), Order Id, Status,
 * Payment (method, or COD when none), Amount, and Order Again, View and Cancel (enabled only for
 * a Pending order). Action names carry the order id for screen readers.
 */
const meta = {
  title: 'Components/Account/OrderTable',
  component: OrderTable,
  tags: ['autodocs'],
  args: { orders: [pendingWithCoupon, pending, inProgress, delivered, cancelled], onOrderAgain: fn() },
} satisfies Meta<typeof OrderTable>

export default meta
type Story = StoryObj<typeof meta>

function rowOf(canvasElement: HTMLElement, code: string): HTMLElement {
  return within(canvasElement).getByRole('rowheader', { name: code }).closest('tr') as HTMLElement
}

/** One row per order with the spec's columns. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const headers = canvas.getAllByRole('columnheader').map((cell) => cell.textContent)
    await expect(headers).toEqual(['#', 'Order Date', 'Order Id', 'Status', 'Payment', 'Amount', 'Action'])
    const first = within(rowOf(canvasElement, pendingWithCoupon.order_id))
    await expect(first.getByText('1')).toBeVisible()
    await expect(first.getByText('Pending')).toBeVisible()
    await expect(first.getByText('SSL')).toBeVisible()
    // 2026-11-... in UTC from the seed, shown in Dhaka time as DD-MM-YYYY, HH:mm.
    const time = rowOf(canvasElement, pendingWithCoupon.order_id).querySelector('time')
    await expect(time?.textContent).toMatch(/^\d{2}-\d{2}-\d{4}, \d{2}:\d{2}$/)
    await expect(time).toHaveAttribute('datetime', new Date(pendingWithCoupon.created_at).toISOString())
  },
}

/** Statuses 1-4 by name; an empty payment method shows COD; amounts in taka. */
export const StatusesAndPayment: Story = {
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, inProgress.order_id)).toHaveTextContent('In Progress')
    await expect(rowOf(canvasElement, delivered.order_id)).toHaveTextContent('Delivered')
    const cancelledRow = rowOf(canvasElement, cancelled.order_id)
    await expect(cancelledRow).toHaveTextContent('Cancelled')
    await expect(cancelled.payment_method).toBe('')
    await expect(cancelledRow).toHaveTextContent('COD')
    await expect(rowOf(canvasElement, delivered.order_id)).toHaveTextContent(/৳[\d,]+\.\d{2}/)
  },
}

/** Dhaka time: a UTC evening timestamp is the next morning in Dhaka (UTC+6). */
export const DhakaTime: Story = {
  args: { orders: [{ ...delivered, created_at: '2026-06-03T21:10:00.000000Z' }] },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, delivered.order_id)).toHaveTextContent('04-06-2026, 03:10')
  },
}

/** On a Bangla page: the date and time in Bangla digits (DD-MM-YYYY), the total in Bangla money. */
export const InBangla: Story = {
  args: { orders: [{ ...delivered, created_at: '2026-06-03T21:10:00.000000Z' }] },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, delivered.order_id)
    await expect(row).toHaveTextContent('০৪-০৬-২০২৬, ০৩:১০')
    await expect(row).toHaveTextContent(/৳[০-৯,]+\.[০-৯]{2}/)
    // The machine-readable time stays ISO.
    await expect(row.querySelector('time')).toHaveAttribute('datetime', '2026-06-03T21:10:00.000Z')
  },
}

/** A status code the spec does not name, on a Bangla page: 'অবস্থা ৭', its number in Bangla digits. */
export const UnknownStatusInBangla: Story = {
  args: { orders: [{ ...delivered, status: 7 }] },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, delivered.order_id)
    await expect(row).toHaveTextContent('অবস্থা ৭')
    await expect(row).not.toHaveTextContent('7')
  },
}

/** Cancel is a link only for a Pending order; otherwise a disabled button. View opens the details. */
export const CancelOnlyPending: Story = {
  play: async ({ canvasElement }) => {
    const pendingRow = within(rowOf(canvasElement, pending.order_id))
    await expect(pendingRow.getByRole('link', { name: `Cancel order ${pending.order_id}` })).toHaveAttribute(
      'href',
      `/cancel-oreder-request/${pending.id}`,
    )
    for (const order of [inProgress, delivered, cancelled]) {
      const row = within(rowOf(canvasElement, order.order_id))
      await expect(row.queryByRole('link', { name: /Cancel/ })).toBeNull()
      await expect(row.getByRole('button', { name: `Cancel order ${order.order_id}` })).toBeDisabled()
    }
    await userEvent.click(pendingRow.getByRole('link', { name: `View order ${pending.order_id}` }))
    await expectLocation(canvasElement, `/order-details/${pending.id}`)
  },
}

/** Order Again emits the order. */
export const OrderAgain: Story = {
  play: async ({ args, canvasElement }) => {
    const row = within(rowOf(canvasElement, delivered.order_id))
    await userEvent.click(row.getByRole('button', { name: `Order Again order ${delivered.order_id}` }))
    await expect(args.onOrderAgain).toHaveBeenCalledTimes(1)
    await expect(args.onOrderAgain).toHaveBeenCalledWith(delivered)
  },
}

/** While one Order Again runs, that row says 'Adding...' and every Order Again waits. */
export const Reordering: Story = {
  args: { reorderingId: delivered.id },
  play: async ({ args, canvasElement }) => {
    const row = within(rowOf(canvasElement, delivered.order_id))
    const busy = row.getByRole('button', { name: `Adding... order ${delivered.order_id}` })
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    const other = within(rowOf(canvasElement, pending.order_id)).getByRole('button', { name: /Order Again/ })
    await expect(other).toBeDisabled()
    await userEvent.click(other)
    await expect(args.onOrderAgain).not.toHaveBeenCalled()
  },
}

/** Page 2 of 10 per page starts at # 11. */
export const SecondPage: Story = {
  args: { orders: demoOrders.slice(10), firstNumber: 11 },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(4)
    await expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('11')
    await expect(within(rows[3] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('14')
  },
}

/** A 390 px phone: each order is a card with labelled values; nothing overflows. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, pending.order_id)
    await expect(getComputedStyle(row).display).toBe('block')
    await expect(getComputedStyle(within(canvasElement).getAllByRole('rowgroup')[0] as HTMLElement).position).toBe(
      'absolute',
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    const again = within(row).getByRole('button', { name: /Order Again/ })
    await expect(again.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
