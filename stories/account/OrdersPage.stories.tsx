import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { cartStore } from '@/cart/cartStore'
import { useCartPanelOpen } from '@/cart/panel'
import OrdersPage from '@/pages/account/OrdersPage'
import { emptyList, failWith, hang } from '@mocks/faults'
import { napaLine } from './orderFixtures'
import { expectLocation, mobile, recordToasts, signedInDemo, signedInFresh, type ShownToast } from './support'
import { settledToasts } from '../content/helpers'

let shown: ShownToast[] = []

/** Shows whether the cart panel is open (the app's panel arrives with the cart issue). */
function PanelState() {
  return (
    <output data-testid="cart-panel" hidden>
      {useCartPanelOpen() ? 'open' : 'closed'}
    </output>
  )
}

/**
 * /orders on the mock shop (the demo customer's 14 orders, 10 per page, newest first). Order Again
 * replaces the cart (and its stored total) with the order's items and opens the cart panel; order
 * 100236 holds an out-of-stock product, so it answers 'Some Product is Stock Out!!' and the cart
 * stays as it was.
 */
const meta = {
  title: 'Pages/MyOrders',
  component: OrdersPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/orders', url: '/orders' }, ...signedInDemo },
  beforeEach() {
    const toasts = recordToasts()
    shown = toasts.shown
    return toasts.stop
  },
  render: () => (
    <>
      <OrdersPage />
      <PanelState />
    </>
  ),
} satisfies Meta<typeof OrdersPage>

export default meta
type Story = StoryObj<typeof meta>

async function table(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('table', undefined))
}

function rowOf(canvasElement: HTMLElement, code: string): HTMLElement {
  return within(canvasElement).getByRole('rowheader', { name: code }).closest('tr') as HTMLElement
}

/** Page 1: ten orders, newest (100244) first; pagination to page 2. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const rows = (await table(canvasElement)).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(10)
    await expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('100244')
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Order pages' }))
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/orders?page=2')
    await expect(document.title).toBe('My Orders | Online Pharmacy')
  },
}

/** ?page=2: the four oldest orders, numbered 11-14. */
export const SecondPage: Story = {
  parameters: { route: { path: '/orders', url: '/orders?page=2' } },
  play: async ({ canvasElement }) => {
    const rows = (await table(canvasElement)).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(4)
    await expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('11')
    await expect(within(rows[3] as HTMLElement).getByRole('rowheader')).toHaveTextContent('100231')
  },
}

/** A page past the last: said, with a way back to page 1. */
export const PastLastPage: Story = {
  parameters: { route: { path: '/orders', url: '/orders?page=9' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no orders on page 9.', undefined)).toBeVisible()
  },
}

/** Order Again: the cart and its stored total become the order's items; the cart panel opens. */
export const OrderAgain: Story = {
  parameters: {
    route: { path: '/orders', url: '/orders?page=2' },
    session: { ...signedInDemo.session, cart: [napaLine] },
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await userEvent.click(within(rowOf(canvasElement, '100231')).getByRole('button', { name: /Order Again/ }))
    await waitFor(() => expect(within(canvasElement).getByTestId('cart-panel')).toHaveTextContent('open'))
    const cart = cartStore.getSnapshot()
    await expect(cart.map((line) => [line.slug, line.qty])).toEqual([
      ['napa-500-mg-tablet', 3],
      ['seclo-20-mg-capsule', 2],
      ['orsaline-n-oral-saline-20-sachets', 1],
    ])
    const stored = JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ slug: string; qty: number }>
    await expect(stored.map((line) => line.qty)).toEqual([3, 2, 1])
    const total = cart.reduce((sum, line) => sum + (line.discount_price ?? line.price) * line.qty, 0)
    await expect(Number(localStorage.getItem('cartTotal'))).toBeCloseTo(total, 2)
    await expect((await settledToasts(shown)).filter((toast) => toast.type === 'warning')).toEqual([])
  },
}

/** Order 100236 has an out-of-stock product: the spec's warning; the cart is untouched. */
export const OrderAgainStockOut: Story = {
  parameters: { session: { ...signedInDemo.session, cart: [napaLine] } },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    const before = localStorage.getItem('cart')
    await userEvent.click(within(rowOf(canvasElement, '100236')).getByRole('button', { name: /Order Again/ }))
    await waitFor(() => expect(shown).toContainEqual({ type: 'warning', text: 'Some Product is Stock Out!!' }))
    await expect(localStorage.getItem('cart')).toBe(before)
    await expect(within(canvasElement).getByTestId('cart-panel')).toHaveTextContent('closed')
  },
}

/** While Order Again runs, every Order Again waits. */
export const OrderAgainInFlight: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/order-item/{orderId}'))
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await userEvent.click(within(rowOf(canvasElement, '100240')).getByRole('button', { name: /Order Again/ }))
    await expect(within(rowOf(canvasElement, '100240')).getByRole('button', { name: /Adding\.\.\./ })).toBeDisabled()
    await expect(within(rowOf(canvasElement, '100239')).getByRole('button', { name: /Order Again/ })).toBeDisabled()
  },
}

/** Cancel is offered only for the Pending orders (100242-100244). */
export const CancelPending: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await userEvent.click(within(rowOf(canvasElement, '100243')).getByRole('link', { name: /Cancel/ }))
    await expectLocation(canvasElement, '/cancel-oreder-request/113')
  },
}

/** No orders yet. */
export const Empty: Story = {
  parameters: signedInFresh,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('You have not placed any orders yet.', undefined)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/')
  },
}

/** The empty answer of the list call (e.g. a backend change): the same note. */
export const EmptyAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList('GET', '/api/auth/order-list/{customerId}'))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have not placed any orders yet.', undefined)).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/auth/order-list/{customerId}'))
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your orders...')
  },
}

/** A failed load (400: no retries by SWR): said, with Try again that asks again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/auth/order-list/{customerId}', 400, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', undefined)).toHaveTextContent('Your orders could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await table(canvasElement)
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
