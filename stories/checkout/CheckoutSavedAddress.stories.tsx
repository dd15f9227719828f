import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, type HttpHandler } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import { FORM_MESSAGES } from '@/checkout/form'
import CheckoutPage from '@/pages/checkout/CheckoutPage'
import {
  chooseArea,
  expectLocation,
  expectSummary,
  fill,
  form,
  mobile,
  NEXT_ORDER,
  totalsSettled,
  smallCart,
} from './support'
import { calls, signedIn, recordCheckoutCalls, withGatewayRecorder } from './checkoutPage'

/**
 * /checkout (spec 001 s2 "Checkout", s4, s8, s9). A signed-in customer with a saved address: read-
 * only until changed, and what happens when it arrives late or fails.
 */
const meta = {
  title: 'Pages/Checkout/Saved address',
  component: CheckoutPage,
  tags: ['autodocs'],
  decorators: [withGatewayRecorder],
  parameters: { route: { path: '/checkout', url: '/checkout' }, session: { cart: smallCart } },
  beforeEach: recordCheckoutCalls,
} satisfies Meta<typeof CheckoutPage>

export default meta
type Story = StoryObj<typeof meta>

/** Signed in with a saved address: read-only until 'Change Shipping Address', which clears city and area. */
export const SignedInSavedAddress: Story = {
  parameters: { session: signedIn },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(f.canvas.queryByRole('link', { name: 'Click here to login' })).toBeNull()
    await waitFor(() => expect(f.line1()).toHaveValue('House 27, Road 9/A'))
    await expect(f.line1()).toHaveAttribute('readonly')
    await expect(f.canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Dhaka')
    await expect(f.canvas.getByRole('textbox', { name: 'Area' })).toHaveValue('Dhanmondi')
    const wallet = within(f.canvas.getByRole('region', { name: 'Wallet' }))
    await waitFor(() => expect(wallet.getByText('Wallet balance').nextElementSibling).toHaveTextContent('৳250.00'))

    await userEvent.click(f.canvas.getByRole('checkbox', { name: 'Change Shipping Address' }))
    await expect(f.line1()).not.toHaveAttribute('readonly')
    await expect(f.city()).toHaveValue('')
    await expect(f.area()).toHaveValue('')
    await chooseArea(canvasElement, 'Dhaka', 'Gulshan')
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(calls.orders.sent).toEqual([
      expect.objectContaining({
        user_id: 7,
        area: 'Gulshan',
        address_line_one: 'House 27, Road 9/A',
        phone: '01711000000',
      }),
    ])
  },
}

/** A 390 px phone, signed in with a saved address. */
export const MobileSignedIn: Story = {
  globals: mobile,
  parameters: { session: signedIn },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await waitFor(() => expect(f.line1()).toHaveValue('House 27, Road 9/A'))
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/**
 * The saved address still loading: the billing section says so, the summary reads
 * 'Calculating...' (its area decides the delivery charge) and Place Order stays disabled; a
 * click (even three in one task) sends nothing and shows no field error.
 */
export const SavedAddressLoading: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/auth/customer-active-address/{customerId}'))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(await f.canvas.findByText('Loading your saved address...')).toBeVisible()
    await expect(f.canvas.getByRole('region', { name: 'Billing details' })).toHaveAttribute('aria-busy', 'true')
    await expect(f.canvas.getByRole('region', { name: 'Your order' })).toHaveAttribute('aria-busy', 'true')
    await expectSummary(canvasElement, 'Shipping', 'Calculating...')
    await expectSummary(canvasElement, 'Total', 'Calculating...')
    await expect(f.placeOrder()).toBeDisabled()
    const button = f.placeOrder()
    button.click()
    button.click()
    button.click()
    f.canvas.getByRole<HTMLFormElement>('form', { name: 'Checkout' }).requestSubmit()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(calls.orders.sent).toEqual([])
    await expect(f.canvas.queryByText(FORM_MESSAGES.addressLineOneRequired)).toBeNull()
  },
}

/** Holds GET the active address until the story calls `releaseAddress()`; then the shop answers. */
let releaseAddress: () => void = () => undefined

function holdSavedAddress(): HttpHandler {
  const gate = new Promise<void>((resolve) => {
    releaseAddress = resolve
  })
  return http.get('*/api/auth/customer-active-address/:customerId', async () => {
    await gate
    return undefined
  })
}

/**
 * The saved address arrives after the shopper has typed an address: nothing they typed is
 * overwritten and the form stays editable, 'Change Shipping Address' ticked (untick to use the
 * saved one); the order goes with what they typed.
 */
export const SavedAddressArrivesAfterTyping: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(holdSavedAddress())
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(await f.canvas.findByText('Loading your saved address...')).toBeVisible()
    await fill(f.line1(), 'Flat 5C, 12 Lake Circus')
    await chooseArea(canvasElement, 'Dhaka', 'Gulshan', false)
    releaseAddress()
    await waitFor(() => expect(f.canvas.queryByText('Loading your saved address...')).toBeNull())
    const change = await f.canvas.findByRole('checkbox', { name: 'Change Shipping Address' })
    await expect(f.line1()).toHaveValue('Flat 5C, 12 Lake Circus')
    await expect(f.line1()).not.toHaveAttribute('readonly')
    await expect(f.city()).toHaveValue('Dhaka')
    await expect(f.area()).toHaveValue('Gulshan')
    await expect(change).toBeChecked()
    await expect(change).toHaveAccessibleDescription('Untick to use your saved address.')
    await totalsSettled(canvasElement)
    await userEvent.click(f.placeOrder())
    await expectLocation(canvasElement, `/order-confirmation/${NEXT_ORDER}`)
    await expect(calls.orders.sent).toEqual([
      expect.objectContaining({
        user_id: 7,
        address_line_one: 'Flat 5C, 12 Lake Circus',
        city: 'Dhaka',
        area: 'Gulshan',
      }),
    ])
  },
}

/** Typed before the saved address came, then 'Change Shipping Address' unticked: the saved address, read-only. */
export const SavedAddressChosenAfterTyping: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(holdSavedAddress())
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await fill(f.line1(), 'Flat 5C, 12 Lake Circus')
    releaseAddress()
    const change = await f.canvas.findByRole('checkbox', { name: 'Change Shipping Address' })
    await expect(f.line1()).toHaveValue('Flat 5C, 12 Lake Circus')
    await userEvent.click(change)
    await expect(f.line1()).toHaveValue('House 27, Road 9/A')
    await expect(f.line1()).toHaveAttribute('readonly')
    await expect(f.canvas.getByRole('textbox', { name: 'Area' })).toHaveValue('Dhanmondi')
  },
}

/** The saved address held and released untouched: it fills the form, read-only (as without a wait). */
export const SavedAddressArrivesUntouched: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(holdSavedAddress())
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await expect(await f.canvas.findByText('Loading your saved address...')).toBeVisible()
    await expect(f.line1()).toHaveValue('')
    releaseAddress()
    await waitFor(() => expect(f.line1()).toHaveValue('House 27, Road 9/A'))
    await expect(f.line1()).toHaveAttribute('readonly')
    await expect(f.canvas.getByRole('checkbox', { name: 'Change Shipping Address' })).not.toBeChecked()
  },
}

/** The saved address failed: said with 'Try again'; the form stays empty and editable until it comes. */
export const SavedAddressFailed: Story = {
  parameters: { session: signedIn },
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/auth/customer-active-address/{customerId}', 404, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    const billing = within(f.canvas.getByRole('region', { name: 'Billing details' }))
    await expect(await billing.findByRole('alert')).toHaveTextContent('Your saved address could not be loaded.')
    await expect(f.line1()).not.toHaveAttribute('readonly')
    await expect(f.canvas.queryByRole('checkbox', { name: 'Change Shipping Address' })).toBeNull()
    await userEvent.click(billing.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(f.line1()).toHaveValue('House 27, Road 9/A'))
    await expect(f.line1()).toHaveAttribute('readonly')
    await expect(billing.queryByRole('alert')).toBeNull()
  },
}
