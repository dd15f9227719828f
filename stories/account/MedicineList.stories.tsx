import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MedicineList } from '@/components/account'
import { goneEntry, napaEntry, napaReminder, resetEntry, secloEntry, syrupEntry } from './medicineFixtures'
import { mobile } from './support'

/**
 * My Medicines (beyond the spec, issue 24): each product of the shopper's past orders with its
 * last order's day and quantity, Add to Cart (that quantity), out-of-stock ones marked with the
 * stock request link, one 'Add all to cart', and a refill reminder per medicine.
 */
const meta = {
  title: 'Components/Account/MedicineList',
  component: MedicineList,
  tags: ['autodocs'],
  args: {
    medicines: [napaEntry, secloEntry, resetEntry, goneEntry],
    reminders: new Map(),
    onAdd: fn(),
    onAddAll: fn(),
    onSaveReminder: fn(),
    onRemoveReminder: fn(),
    onDownloadReminder: fn(),
  },
} satisfies Meta<typeof MedicineList>

export default meta
type Story = StoryObj<typeof meta>

function item(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('listitem', { name }))
}

/** Each medicine with its last order; Add to Cart sends it; Add all to cart. */
export const Medicines: Story = {
  play: async ({ canvasElement, args }) => {
    const napa = item(canvasElement, 'Napa 500 mg Tablet')
    await expect(napa.getByRole('link', { name: 'Napa 500 mg Tablet' })).toHaveAttribute(
      'href',
      '/product-details/napa-500-mg-tablet',
    )
    await expect(napa.getByText('20 Nov 2026')).toHaveAttribute('datetime', '2026-11-20T03:30:00.000Z')
    await expect(napa.getByText('Quantity: 3')).toBeVisible()
    await userEvent.click(napa.getByRole('button', { name: 'Add to Cart: Napa 500 mg Tablet, 3' }))
    await expect(args.onAdd).toHaveBeenCalledWith(napaEntry)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add all to cart' }))
    await expect(args.onAddAll).toHaveBeenCalledTimes(1)
  },
}

/** Out of stock: marked, with the stock request link; a product no longer sold: no Add to Cart. */
export const OutOfStockAndGone: Story = {
  play: async ({ canvasElement }) => {
    const reset = item(canvasElement, 'Reset 500 mg Tablet')
    await expect(reset.getByText('Out of stock')).toBeVisible()
    await expect(reset.getByRole('link', { name: 'Request stock' })).toHaveAttribute(
      'href',
      '/stock-request/reset-500-mg-tablet',
    )
    await expect(reset.queryByRole('button', { name: /Add to Cart/ })).toBeNull()
    const gone = item(canvasElement, 'Discontinued Syrup')
    await expect(gone.getByText('No longer in the shop')).toBeVisible()
    await expect(gone.queryByRole('link')).toBeNull()
  },
}

/** Nothing can be bought now: Add all to cart is disabled. */
export const NothingInStock: Story = {
  args: { medicines: [resetEntry, goneEntry] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add all to cart' })).toBeDisabled()
  },
}

/** Tablets a day: the run-out day is worked out as the shopper types; Save sends the plan. */
export const SetReminder: Story = {
  play: async ({ canvasElement, args }) => {
    const napa = item(canvasElement, 'Napa 500 mg Tablet')
    await userEvent.click(napa.getByText('Set a refill reminder'))
    await userEvent.type(napa.getByRole('textbox', { name: 'Tablets a day' }), '2')
    // 3 strips of 10 from 20 Nov, 2 a day: 15 days.
    await expect(napa.getByText(/Runs out around/)).toHaveTextContent('Runs out around 5 Dec 2026')
    await userEvent.click(napa.getByRole('button', { name: 'Save reminder' }))
    await expect(args.onSaveReminder).toHaveBeenCalledWith(napaEntry, { perDay: 2 })
  },
}

/** Every 30 days; a bottle offers only the intervals. */
export const EveryThirtyDays: Story = {
  args: { medicines: [syrupEntry] },
  play: async ({ canvasElement, args }) => {
    const syrup = item(canvasElement, 'Ambrox Syrup')
    await userEvent.click(syrup.getByText('Set a refill reminder'))
    await expect(syrup.queryByRole('textbox', { name: 'Tablets a day' })).toBeNull()
    await expect(syrup.getByRole('radio', { name: 'Every 30 days' })).toBeChecked()
    await userEvent.click(syrup.getByRole('radio', { name: 'Every 15 days' }))
    await expect(syrup.getByText(/Runs out around/)).toHaveTextContent('Runs out around 3 Nov 2026')
    await userEvent.click(syrup.getByRole('button', { name: 'Save reminder' }))
    await expect(args.onSaveReminder).toHaveBeenCalledWith(syrupEntry, { everyDays: 15 })
  },
}

/** A number out of range is refused with a message; nothing is sent. */
export const InvalidTabletsADay: Story = {
  play: async ({ canvasElement, args }) => {
    const napa = item(canvasElement, 'Napa 500 mg Tablet')
    await userEvent.click(napa.getByText('Set a refill reminder'))
    await userEvent.type(napa.getByRole('textbox', { name: 'Tablets a day' }), '50')
    await userEvent.click(napa.getByRole('button', { name: 'Save reminder' }))
    await expect(napa.getByText('Enter how many tablets a day, from 0.5 to 20.')).toBeVisible()
    await expect(napa.getByRole('textbox', { name: 'Tablets a day' })).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSaveReminder).not.toHaveBeenCalled()
  },
}

/** A saved reminder: its days, the calendar file and Remove. */
export const WithReminder: Story = {
  args: { reminders: new Map([[napaEntry.productId, napaReminder]]) },
  play: async ({ canvasElement, args }) => {
    const napa = item(canvasElement, 'Napa 500 mg Tablet')
    await expect(napa.getByText(/Refill reminder: runs out around/)).toHaveTextContent(
      'Refill reminder: runs out around 5 Dec 2026',
    )
    await expect(napa.getByText(/We will remind you on/)).toHaveTextContent(
      'We will remind you on 3 Dec 2026, two days before.',
    )
    await expect(napa.getByRole('textbox', { name: 'Tablets a day' })).toHaveValue('2')
    await userEvent.click(napa.getByRole('button', { name: 'Add to calendar (.ics)' }))
    await expect(args.onDownloadReminder).toHaveBeenCalledWith(napaEntry)
    await userEvent.click(napa.getByRole('button', { name: 'Remove reminder' }))
    await expect(args.onRemoveReminder).toHaveBeenCalledWith(napaEntry)
  },
}

/** While the calendar file is made (the ics package loads on demand). */
export const PreparingCalendarFile: Story = {
  args: { reminders: new Map([[napaEntry.productId, napaReminder]]), downloadingId: napaEntry.productId },
  play: async ({ canvasElement }) => {
    await expect(
      item(canvasElement, 'Napa 500 mg Tablet').getByRole('button', { name: 'Preparing the calendar file...' }),
    ).toBeDisabled()
  },
}

/** Bangla: texts, digits and dates in Bangla. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { reminders: new Map([[napaEntry.productId, napaReminder]]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'সবগুলো কার্টে যোগ করুন' })).toBeVisible()
    const napa = item(canvasElement, 'Napa 500 mg Tablet')
    await expect(napa.getByText('পরিমাণ: ৩')).toBeVisible()
    await expect(napa.getByText(/রিমাইন্ডার: আনুমানিক/)).toHaveTextContent(/৫/)
    await expect(napa.getByText(/রিমাইন্ডার: আনুমানিক/)).not.toHaveTextContent(/[0-9]/)
  },
}

export const Mobile: Story = {
  globals: mobile,
  args: { reminders: new Map([[napaEntry.productId, napaReminder]]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add all to cart' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
