import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { OfflineContext } from '@/components/offline'
import { OFFLINE_SUBMIT_NOTE } from '@/components/form'
import { useOnline } from '@/offline/online'
import CheckoutPage from '@/pages/checkout/CheckoutPage'
import {
  expectLocation,
  fillGuest,
  form,
  mobile,
  NEXT_ORDER,
  recordPosts,
  smallCart,
  withGatewayRecorder,
} from '../checkout/support'
import { goOnline, startOffline } from './connection'

const ORDER = '/api/order-store'
let orders = recordPosts(ORDER)

/** What the shell does (src/app/AppLayout.tsx): tells the page's components the browser is offline. */
function ShellConnection({ children }: { children: ReactNode }) {
  return <OfflineContext value={!useOnline()}>{children}</OfflineContext>
}
const withShellConnection: Decorator = (Story) => (
  <ShellConnection>
    <Story />
  </ShellConnection>
)

const NOTICE =
  'You are offline. Placing an order needs a connection. Your cart and what you type here stay as they are until it returns.'

/**
 * Checkout while the browser is offline (decision 0033): it says placing an order needs a
 * connection, Place Order sends nothing, and what the shopper typed stays; when the connection
 * returns the notice goes and the order can be placed as it was filled in.
 */
const meta = {
  title: 'Pages/Checkout/Offline',
  component: CheckoutPage,
  decorators: [withShellConnection, withGatewayRecorder],
  parameters: { route: { path: '/checkout', url: '/checkout' }, session: { cart: smallCart } },
  beforeEach({ msw }) {
    orders = recordPosts(ORDER)
    msw.use(orders.handler)
    return startOffline()
  },
} satisfies Meta<typeof CheckoutPage>

export default meta
type Story = StoryObj<typeof meta>

/** Offline, then back online: nothing sent while offline, the typed form kept, then the order placed. */
export const OfflineThenBackOnline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Placing an order needs a connection/)).toHaveTextContent(NOTICE)
    const f = form(canvasElement)
    await fillGuest(canvasElement)
    const placeOrder = f.placeOrder()
    await expect(placeOrder).toHaveAttribute('aria-disabled', 'true')
    await expect(placeOrder).toHaveAccessibleDescription(OFFLINE_SUBMIT_NOTE)
    await userEvent.click(placeOrder)
    await expect(orders.sent).toEqual([])
    await expect(f.name()).toHaveValue('Nusrat Jahan')

    goOnline()
    await waitFor(() => expect(canvas.queryByText(/Placing an order needs a connection/)).toBeNull())
    await expect(f.placeOrder()).not.toHaveAttribute('aria-disabled')
    await expect(f.name()).toHaveValue('Nusrat Jahan')
    await expect(f.line1()).toHaveValue('House 4, Road 2')
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(orders.sent).toHaveLength(1)
  },
}

/** Offline on a 390 px phone: the notice above the form, inside the width. */
export const OfflineMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByText(/Placing an order needs a connection/)
    await expect(notice).toHaveTextContent(NOTICE)
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Checkout' })
    await expect(notice.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().top)
  },
}

/**
 * Offline on a Bangla page: the notice in whole Bangla sentences (each language keeps its own word
 * order, so the page passes its own sentence, not a fragment), Place Order still sends nothing.
 */
export const OfflineInBangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByText(/অর্ডার দিতে ইন্টারনেট সংযোগ লাগবে।/)
    await expect(notice).toHaveTextContent(
      'আপনি অফলাইনে আছেন। অর্ডার দিতে ইন্টারনেট সংযোগ লাগবে। সংযোগ ফিরে না আসা পর্যন্ত আপনার কার্ট আর এখানে যা লিখেছেন, সব যেমন আছে তেমনই থাকবে।',
    )
    await expect(notice).not.toHaveTextContent(/[A-Za-z]/)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'অর্ডার করুন' }))
    await expect(orders.sent).toEqual([])
  },
}
