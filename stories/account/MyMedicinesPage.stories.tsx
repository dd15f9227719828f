import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { cartStore } from '@/cart/cartStore'
import MyMedicinesPage from '@/pages/account/MyMedicinesPage'
import { answerWith, emptyList, failWith, hang } from '@mocks/faults'
import { orderSeed } from '@mocks/data/orders'
import { toOrder } from '@mocks/handlers/present'
import { mobile, recordPosts, recordToasts, signedInDemo, signedInFresh, type ShownToast } from './support'
import { expectToastShown } from '../content/helpers'

/**
 * A shopper with two past orders: the demo customer's order list answered with 100244 (Pending)
 * and 100236 (Delivered, with an out-of-stock product, so Order Again's call refuses it). Fewer
 * calls than the whole first page, so the stories stay quick on a busy machine.
 */
const twoOrders = answerWith('GET', '/api/auth/order-list/{customerId}', {
  current_page: 1,
  data: orderSeed
    .filter((order) => order.id === 114 || order.id === 106)
    .reverse()
    .map(toOrder),
  last_page: 1,
  per_page: 10,
  total: 2,
})

let shown: ShownToast[] = []
/** What the cart call was sent (AddAll). */
let sent: unknown[] = []

/**
 * /my-medicines on the mock shop (beyond the spec, issue 24): the products of the shopper's orders
 * (the page reads the newest 10; these stories answer the list with two of the demo customer's
 * orders, see twoOrders; the whole first page is covered by tests/unit/account/myMedicines.isolated.test.ts
 * and the e2e), built from the order list and Order Again's order-item call; order 100236's
 * out-of-stock product is found by name and marked. Add all to cart fills the cart without a
 * reload; a refill reminder is kept in this browser only.
 */
const meta = {
  title: 'Pages/MyMedicines',
  component: MyMedicinesPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/my-medicines', url: '/my-medicines' }, ...signedInDemo },
  beforeEach() {
    const toasts = recordToasts()
    shown = toasts.shown
    return toasts.stop
  },
} satisfies Meta<typeof MyMedicinesPage>

export default meta
type Story = StoryObj<typeof meta>

async function list(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: 'Products of your past orders' }))
}

/** Two orders' medicines, newest order first; the out-of-stock one (found by name) marked. */
export const Medicines: Story = {
  beforeEach({ msw }) {
    msw.use(twoOrders)
  },
  play: async ({ canvasElement }) => {
    const items = (await list(canvasElement)).getAllByRole('listitem')
    // 100244's products, then 100236's.
    await expect(items.length).toBeGreaterThanOrEqual(2)
    await expect(document.title).toBe('My Medicines | Online Pharmacy')
    const current = within(canvasElement).getByRole('link', { name: 'My Medicines' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    const outOfStock = within(canvasElement).getAllByText('Out of stock')
    await expect(outOfStock.length).toBeGreaterThan(0)
  },
}

/** Add all to cart: every product in stock with its last quantity, one toast, no reload; sent to the cart call. */
export const AddAll: Story = {
  beforeEach({ msw }) {
    const posts = recordPosts('/api/v2/store-cart-item')
    msw.use(twoOrders, posts.handler)
    sent = posts.sent
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement)
    const buttons = within(canvasElement).getAllByRole('button', { name: /^Add to Cart: / })
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add all to cart' }))
    await waitFor(() => expect(cartStore.getSnapshot()).toHaveLength(buttons.length))
    await expectToastShown(shown, { type: 'success', text: 'Product added to cart' })
    await expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(buttons.length)
    await waitFor(() => expect(sent).toHaveLength(buttons.length))
    // Still the same page: the list is there, nothing reloaded.
    await expect(within(canvasElement).getByRole('button', { name: 'Add all to cart' })).toBeVisible()
  },
}

/** A reminder: saved in this browser under `refillReminders` for customer 7; nothing sent to the API. */
export const SetReminder: Story = {
  beforeEach({ msw }) {
    msw.use(twoOrders)
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement)
    const first = (await list(canvasElement)).getAllByRole('listitem')[0] as HTMLElement
    const medicine = within(first)
    await userEvent.click(medicine.getByText('Set a refill reminder'))
    await userEvent.click(medicine.getByRole('radio', { name: 'Every 30 days' }))
    await userEvent.click(medicine.getByRole('button', { name: 'Save reminder' }))
    await expect(await medicine.findByText(/Refill reminder: runs out around/)).toBeVisible()
    await expect(medicine.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeEnabled()
    const stored = JSON.parse(localStorage.getItem('refillReminders') ?? 'null') as Record<string, unknown[]>
    await expect(Object.keys(stored)).toEqual(['7'])
    await expect(stored['7']).toEqual([expect.objectContaining({ plan: { everyDays: 30 } })])
    await userEvent.click(medicine.getByRole('button', { name: 'Remove reminder' }))
    await expect(localStorage.getItem('refillReminders')).toBeNull()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/auth/order-list/{customerId}'))
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your medicines...')
  },
}

/** No orders yet. */
export const Empty: Story = {
  parameters: signedInFresh,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The products of your orders will be listed here.', undefined)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/')
  },
}

/** The empty answer of the list call: the same note. */
export const EmptyAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList('GET', '/api/auth/order-list/{customerId}'))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The products of your orders will be listed here.', undefined),
    ).toBeVisible()
  },
}

/** A failed load: said, with Try again that asks again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/auth/order-list/{customerId}', 400, undefined, { once: true }), twoOrders)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', undefined)).toHaveTextContent('Your medicines could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await list(canvasElement)
  },
}

/** Bangla: the page and its dates and quantities in Bangla. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(twoOrders)
  },
  parameters: { route: { path: '/my-medicines', url: '/my-medicines' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'আমার ওষুধ', level: 1 })).toBeVisible()
    const items = (await canvas.findByRole('list', { name: 'আপনার আগের অর্ডারের পণ্য' })).querySelectorAll('li')
    await expect(canvas.getByRole('button', { name: 'সবগুলো কার্টে যোগ করুন' })).toBeVisible()
    const first = within(items[0] as HTMLElement)
    await expect(first.getByText(/^পরিমাণ: /)).not.toHaveTextContent(/[0-9]/)
    await expect(first.getByText(/^শেষ অর্ডার/)).not.toHaveTextContent(/[0-9]/)
  },
}

export const Mobile: Story = {
  globals: mobile,
  beforeEach({ msw }) {
    msw.use(twoOrders)
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The page's link in the account menu is Order History's neighbour; the account item is named. */
export const InAccountMenu: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'My account' }))
    const names = nav.getAllByRole('link').map((link) => link.textContent)
    await expect(names.slice(0, 3)).toEqual(['My Profile', 'My Orders', 'My Medicines'])
  },
}
