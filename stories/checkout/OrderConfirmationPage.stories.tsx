import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import { mockSession } from '@mocks/session'
import { PUSHED_PURCHASES_KEY } from '@/lib/analytics'
import OrderConfirmationPage from '@/pages/checkout/OrderConfirmationPage'
import { expectLocation, mobile } from './support'

type LayerWindow = { dataLayer?: unknown[] }

function purchases(): unknown[] {
  return ((window as LayerWindow).dataLayer ?? []).filter(
    (entry) => typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === 'purchase',
  )
}

/**
 * /order-confirmation/{orderId}: the order from GET /api/order-confirmation/{orderId}, and one
 * purchase event per order on window.dataLayer (remembered in sessionStorage, so a reload does not
 * push it again). Order 100244 is the demo customer's latest seeded order.
 */
const meta = {
  title: 'Pages/OrderConfirmation',
  component: OrderConfirmationPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/order-confirmation/:orderId', url: '/order-confirmation/100244' } },
  beforeEach() {
    sessionStorage.removeItem(PUSHED_PURCHASES_KEY)
    delete (window as LayerWindow).dataLayer
  },
} satisfies Meta<typeof OrderConfirmationPage>

export default meta
type Story = StoryObj<typeof meta>

/** The order and its lines; the purchase event pushed once; Done leads to the thank-you page. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible()
    await expect(await canvas.findByText(/Your order/)).toHaveTextContent('Your order #100244 has been received.')
    await expect(canvas.getByRole('heading', { name: 'Billing Address' })).toBeVisible()
    await waitFor(() => expect(purchases()).toHaveLength(1))
    await expect(purchases()[0]).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: '100244', currency: 'BDT' },
    })
    await expect(JSON.parse(sessionStorage.getItem(PUSHED_PURCHASES_KEY) ?? '[]')).toEqual(['100244'])
    await expect(document.title).toBe('Order Confirmation | Online Pharmacy')
    await expect(canvas.queryByRole('link', { name: 'My Orders' })).toBeNull()
    await userEvent.click(canvas.getByRole('link', { name: 'Done' }))
    await expectLocation(canvasElement, '/success')
  },
}

/** Seen before in this tab (a reload): the order shows, nothing is pushed again. */
export const AlreadyCounted: Story = {
  beforeEach() {
    sessionStorage.setItem(PUSHED_PURCHASES_KEY, JSON.stringify(['100244']))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Your order/)).toHaveTextContent('#100244')
    await expect(purchases()).toEqual([])
  },
}

/** Signed in: a link to My Orders as well. */
export const SignedIn: Story = {
  parameters: { session: { signedIn: mockSession(7) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders')
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/order-confirmation/{orderId}'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your order...')
    await expect(purchases()).toEqual([])
  },
}

export const NotFound: Story = {
  parameters: { route: { path: '/order-confirmation/:orderId', url: '/order-confirmation/999999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This order could not be found.')
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
    await expect(purchases()).toEqual([])
  },
}

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/order-confirmation/{orderId}', 500))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent(
      'Your order could not be loaded just now.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Your order/)).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
