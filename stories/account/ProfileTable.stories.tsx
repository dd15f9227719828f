import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { failed, loading, ProfileTable, ready } from '@/components/account'
import { demo, demoAddresses, mobile } from './support'

/**
 * The profile (spec 001 s2): name, email, phone, total orders, shipping address (line one, area,
 * city) and the wallet balance. Each value from the server shows its own loading or failure.
 */
const meta = {
  title: 'Components/Account/ProfileTable',
  component: ProfileTable,
  tags: ['autodocs'],
  args: {
    customer: demo.user,
    totalOrders: ready(14),
    activeAddress: ready(demoAddresses[0] ?? null),
    walletBalance: ready(250),
  },
} satisfies Meta<typeof ProfileTable>

export default meta
type Story = StoryObj<typeof meta>

function row(canvasElement: HTMLElement, label: string): HTMLElement {
  const header = within(canvasElement).getByRole('rowheader', { name: label })
  return header.closest('tr') as HTMLElement
}

/** Everything loaded: the active address reads line one, area, city; money in taka. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Name')).toHaveTextContent('Rahima Akter')
    await expect(row(canvasElement, 'Email')).toHaveTextContent('demo@medibazar.test')
    await expect(row(canvasElement, 'Phone')).toHaveTextContent('01711000000')
    await expect(row(canvasElement, 'Total Orders')).toHaveTextContent('14')
    await expect(within(row(canvasElement, 'Total Orders')).getByRole('link', { name: '14' })).toHaveAttribute(
      'href',
      '/orders',
    )
    await expect(row(canvasElement, 'Shipping Address')).toHaveTextContent('House 27, Road 9/A, Dhanmondi, Dhaka')
    await expect(row(canvasElement, 'Wallet Balance')).toHaveTextContent('৳250.00')
  },
}

/** The server values still loading. */
export const Loading: Story = {
  args: { totalOrders: loading, activeAddress: loading, walletBalance: loading },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Name')).toHaveTextContent('Rahima Akter')
    await expect(within(canvasElement).getAllByText('Loading...')).toHaveLength(3)
  },
}

/** The server values failed: said plainly, the rest still shows. */
export const Failed: Story = {
  args: { totalOrders: failed, activeAddress: failed, walletBalance: failed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not available right now')).toHaveLength(3)
    await expect(row(canvasElement, 'Email')).toHaveTextContent('demo@medibazar.test')
  },
}

/** A new customer: no orders, no address, no wallet money, no name (phone sign-up). */
export const NewCustomer: Story = {
  args: {
    customer: { name: '', email: '', phone: '01555000111' },
    totalOrders: ready(0),
    activeAddress: ready(null),
    walletBalance: ready(0),
  },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Name')).toHaveTextContent('Not given')
    await expect(row(canvasElement, 'Total Orders')).toHaveTextContent('0')
    await expect(row(canvasElement, 'Shipping Address')).toHaveTextContent('No active address.')
    await expect(
      within(row(canvasElement, 'Shipping Address')).getByRole('link', { name: 'Manage Address' }),
    ).toHaveAttribute('href', '/my-address')
    await expect(row(canvasElement, 'Wallet Balance')).toHaveTextContent('৳0.00')
  },
}

/** A long email and address wrap inside a phone's width. */
export const Mobile: Story = {
  globals: mobile,
  args: {
    customer: { ...demo.user, email: 'rahima.akter.with.a.very.long.address@medibazar-pharmacy.example.com' },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table')
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1)
    await expect(row(canvasElement, 'Wallet Balance')).toHaveTextContent('৳250.00')
  },
}
