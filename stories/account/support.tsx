/**
 * Shared pieces of the account stories: orders, addresses and prescriptions of the mock shop's
 * demo customer (parsed as the app parses answers), signed-in sessions, and the login and
 * registration forms' fields. Generic form helpers come from the content stories (helpers.ts and
 * formStories.ts). (.storybook/preview.tsx resets the stores before every story.)
 */
import { expect, waitFor, within } from 'storybook/test'
import { addressSchema, orderSchema, prescriptionSchema, type Address, type Order } from '@/api/entities'
import { addressSeed, FRESH_CUSTOMER, prescriptionSeed } from '@mocks/data/customers'
import { orderSeed } from '@mocks/data/orders'
import { toOrder } from '@mocks/handlers/present'
import { mockSession } from '@mocks/session'
import { formFields } from '../content/formStories'

export {
  chooseFile,
  expectFieldError,
  expectLocation,
  expectToast,
  fill,
  largeImage,
  sizedImage,
  mobile,
  pngFile,
  recordPosts,
  recordToasts,
  serverError,
  validationError,
  wordFile,
  type ShownToast,
} from '../content/helpers'
export {
  expectFieldErrors,
  expectNoSidewaysScroll,
  expectSubmitRefused,
  expectValues,
  fillForm,
  fillIn,
  formFields,
  formPageStory,
  onSubmitThat,
} from '../content/formStories'

/** The email login form (LoginForm, /user-login). */
export const loginFields = formFields({
  email: { textbox: /Email/ },
  password: { label: /Password/ },
  submit: { button: 'Login' },
})

/** The registration form (RegistrationForm, /user-registration). */
export const registrationFields = formFields({
  name: { textbox: /Name/ },
  email: { textbox: /Email/ },
  password: { label: /^Password/ },
  confirmation: { label: /Confirm password/ },
  submit: { button: 'Create Account' },
})

/** The demo customer (id 7: 14 orders, 3 addresses, 3 prescriptions, wallet ৳250.00). */
export const demo = mockSession()
/** A customer without orders or addresses (id 8). */
export const fresh = mockSession(FRESH_CUSTOMER.id)
export const signedInDemo = { session: { signedIn: demo } }
export const signedInFresh = { session: { signedIn: fresh } }

/** A seeded order of the demo customer by id (101-114), as the app parses it. */
export function seededOrder(id: number): Order {
  const record = orderSeed.find((order) => order.id === id)
  if (!record) throw new Error(`mock shop: no order ${id}`)
  return orderSchema.parse(toOrder(record))
}

/** Orders 101-114, newest first (as the order list answers). */
export const demoOrders: Order[] = orderSeed.map((record) => seededOrder(record.id)).reverse()
/** 3 Delivered (cod) ... */
export const delivered = seededOrder(101)
/** Cancelled, no payment method (COD shown). */
export const cancelled = seededOrder(102)
/** Delivered with coupon SAVE10. */
export const withCoupon = seededOrder(104)
/** dtls_mail 1 (invoice note) and an out-of-stock product (Order Again fails). */
export const invoiceNote = seededOrder(106)
/** In Progress. */
export const inProgress = seededOrder(109)
/** Pending (cod). */
export const pending = seededOrder(112)
/** Pending, online payment, coupon SAVE10. */
export const pendingWithCoupon = seededOrder(113)

export function seededAddress(id: number): Address {
  const record = addressSeed.find((address) => address.id === id)
  if (!record) throw new Error(`mock shop: no address ${id}`)
  return addressSchema.parse(record)
}

/** Dhanmondi (active), Gulshan, Agrabad (Chattogram). */
export const demoAddresses: Address[] = [11, 12, 13].map(seededAddress)

export const demoPrescriptions = prescriptionSeed
  .filter((record) => record.user_id === demo.user.id)
  .map(({ id, created_at, name, prescription }) => prescriptionSchema.parse({ id, created_at, name, prescription }))

/** Expects the story's router to be exactly at `path` (path and query). */
export async function expectExactLocation(canvasElement: HTMLElement, path: string): Promise<void> {
  await waitFor(() => expect(within(canvasElement).getByTestId('current-location').textContent).toBe(path))
}

/** What the browser stored under `user`. */
export function storedUser(): unknown {
  const raw = localStorage.getItem('user')
  return raw === null ? null : (JSON.parse(raw) as unknown)
}
