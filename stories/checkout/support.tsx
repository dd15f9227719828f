/**
 * Shared pieces of the checkout stories: carts of mock-shop products (order-store knows their
 * ids), the form filled as a shopper does, a recorder of gateway redirects, and what the shop's
 * next order will be called.
 */
import type { Decorator } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { shopClock } from '@/lib/deliverySlots'
import { GatewayRedirectContext } from '@/checkout/gatewayRedirect'
import { line, napa, orsaline, seclo, shopProduct, snailEssence, type Line } from '../cart/support'
import { addressFieldsOf } from '../components/form/addressFields'
import { fill } from '../content/helpers'

export {
  expectFieldError,
  expectLocation,
  expectToast,
  fill,
  mobile,
  recordPosts,
  recordToasts,
  type SentFields,
  type ShownToast,
} from '../content/helpers'
export { line, napa, orsaline, seclo, snailEssence }

/** The code the mock shop gives the next order (its seed ends at 100244). */
export const NEXT_ORDER = '100245'

/** The gift offer product of the shop (GET /api/get-offer). */
export const giftBox = shopProduct('family-health-gift-box-1-box')

/**
 * ৳236.00 (at least the ৳200 checkout minimum, below ৳501): 3 x Napa (৳12.00) + 4 x Seclo
 * (৳50.00); inside Dhaka ৳60.00 shipping -> ৳296.00.
 */
export const smallCart: Line[] = [line(napa, 3), line(seclo, 4)]
/** ৳136.00: below the ৳200 checkout minimum (3 x Napa + 2 x Seclo). */
export const belowMinimumCart: Line[] = [line(napa, 3), line(seclo, 2)]
/** ৳1,750.00 (one essence): 3 % automatic discount, free shipping. */
export const discountCart: Line[] = [line(snailEssence, 1)]
/** ৳2,110.00: a gift pack (Travel Hygiene Kit, 2000-4999.99). */
export const giftPackCart: Line[] = [line(snailEssence, 1), line(orsaline, 3)]

export const GUEST = {
  firstname: 'Nusrat Jahan',
  phone: '01812345678',
  address_line_one: 'House 4, Road 2',
  city: 'Dhaka',
  area: 'Uttara',
}

/** Today in Dhaka, as the date input wants it. */
export function dhakaToday(): string {
  return shopClock().today
}

/** Tomorrow in Dhaka (every slot open). */
export function dhakaTomorrow(): string {
  const [y, m, d] = dhakaToday().split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1, d + 1))
  return next.toISOString().slice(0, 10)
}

export function form(canvasElement: HTMLElement) {
  const address = addressFieldsOf(canvasElement)
  const { canvas } = address
  return {
    ...address,
    date: () => canvas.getByLabelText('Delivery date'),
    time: () => canvas.getByRole('combobox', { name: 'Delivery time' }),
    notes: () => canvas.getByRole('textbox', { name: 'Order notes (optional)' }),
    placeOrder: () => canvas.getByRole('button', { name: 'Place Order' }),
    payNow: () => canvas.getByRole('button', { name: 'Pay Now' }),
    summary: () => within(canvas.getByRole('region', { name: 'Your order' })),
  }
}

/** Waits until the summary's figures are final (no call they depend on in flight). */
export async function totalsSettled(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() =>
    expect(within(canvasElement).getByRole('region', { name: 'Your order' })).not.toHaveAttribute('aria-busy'),
  )
}

/**
 * Chooses a city, waits for its areas, chooses an area, and (unless `settle` is false) waits for
 * the area's delivery charge: until it arrives the total is 'Calculating...' and no order goes.
 */
export async function chooseArea(canvasElement: HTMLElement, city: string, area: string, settle = true): Promise<void> {
  const f = form(canvasElement)
  await waitFor(() => expect(within(f.city()).getByRole('option', { name: city })).toBeInTheDocument())
  await userEvent.selectOptions(f.city(), city)
  await waitFor(() => expect(within(f.area()).getByRole('option', { name: area })).toBeInTheDocument())
  await userEvent.selectOptions(f.area(), area)
  if (settle) await totalsSettled(canvasElement)
}

/** Fills the guest's billing details (inside Dhaka); `settle` as for chooseArea. */
export async function fillGuest(canvasElement: HTMLElement, values = GUEST, settle = true): Promise<void> {
  const f = form(canvasElement)
  await fill(f.name(), values.firstname)
  await fill(f.phone(), values.phone)
  await fill(f.line1(), values.address_line_one)
  await chooseArea(canvasElement, values.city, values.area, settle)
}

/** Expects a summary row (Subtotal, Shipping, Discount, Coupon..., Total) to read `text`. */
export async function expectSummary(canvasElement: HTMLElement, row: string, text: string): Promise<void> {
  await waitFor(() => {
    const summary = form(canvasElement).summary()
    const term = summary.getByText(row, { selector: 'dt' })
    return expect(term.nextElementSibling).toHaveTextContent(text)
  })
}

/** Where the page tried to send the browser (the payment gateway), recorded instead of leaving. */
export const redirects: string[] = []
const recordRedirect = (url: string) => {
  redirects.push(url)
}
/** Clear `redirects` in the story's beforeEach. */
export const withGatewayRecorder: Decorator = (Story) => (
  <GatewayRedirectContext value={recordRedirect}>
    <Story />
  </GatewayRedirectContext>
)

/** The stored cart after the story (the checkout empties it after an order). */
export function storedCart(): unknown {
  return JSON.parse(localStorage.getItem('cart') ?? 'null')
}
