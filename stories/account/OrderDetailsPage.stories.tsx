import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import OrderDetailsPage from '@/pages/account/OrderDetailsPage'
import { mobile, signedInDemo } from './support'

/** /order-details/{id} on the mock shop (orders 101-114 of the demo customer). */
const meta = {
  title: 'Pages/OrderDetails',
  component: OrderDetailsPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/order-details/:id', url: '/order-details/113' }, ...signedInDemo },
} satisfies Meta<typeof OrderDetailsPage>

export default meta
type Story = StoryObj<typeof meta>

async function loaded(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('table', undefined))
}

/** A pending order with coupon SAVE10: every block, a Cancel Order link, My Orders highlighted. */
export const PendingWithCoupon: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible()
    await expect(canvas.getByText('#100243', { selector: 'strong' })).toBeVisible()
    await expect(canvas.getByRole('rowheader', { name: /Coupon Discount/ })).toHaveTextContent('SAVE10')
    await expect(canvas.getByRole('link', { name: 'Cancel Order' })).toHaveAttribute(
      'href',
      '/cancel-oreder-request/113',
    )
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page')
  },
}

/** dtls_mail 1: the invoice note; a delivered order offers no Cancel Order. */
export const InvoiceNote: Story = {
  parameters: { route: { path: '/order-details/:id', url: '/order-details/106' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Invoice note:/)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Cancel Order' })).toBeNull()
    await expect(canvas.queryByRole('rowheader', { name: /Coupon Discount/ })).toBeNull()
  },
}

/** The lines call failed: the order's own lines are shown. */
export const LinesFromOrder: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/auth/order-product/{id}', 404))
  },
  play: async ({ canvasElement }) => {
    const table = await loaded(canvasElement)
    await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(5))
  },
}

/** An order that does not exist: said, with the way back. */
export const NotFound: Story = {
  parameters: { route: { path: '/order-details/:id', url: '/order-details/999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('This order could not be found.', undefined)).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Back to My Orders' })[0]).toHaveAttribute('href', '/orders')
  },
}

/** A malformed id never calls the server. */
export const BadId: Story = {
  parameters: { route: { path: '/order-details/:id', url: '/order-details/abc' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This order could not be found.')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/auth/order-details/{id}'))
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the order...')
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
