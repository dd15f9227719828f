/**
 * The mutable part of the mock shop (everything a shopper can change), as zod schemas so a
 * persisted copy can be checked on load: anything that does not match gives a fresh seed.
 * Money fields are decimal strings ("120.00"), as the backend sends them.
 */
import { z } from 'zod'

export const STORE_KEY = 'mock-shop:v1'
export const STORE_VERSION = 1

const money = z.string().regex(/^-?\d+\.\d{2}$/)

export const customerRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  image: z.string(),
  password: z.string(),
  wallet: money,
  created_at: z.string(),
})
export type CustomerRecord = z.infer<typeof customerRecord>

export const addressRecord = z.object({
  id: z.number().int(),
  /** 0 = the active address, 1 = another saved address. */
  status: z.union([z.literal(0), z.literal(1)]),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  area: z.string(),
  additional_address: z.string(),
  deliverycharge: money,
  address_line_one: z.string(),
  address_line_tow: z.string(),
  address: z.string(),
})
export type AddressRecord = z.infer<typeof addressRecord>

export const orderLineRecord = z.object({
  id: z.number().int(),
  /** 0 for a free gift pack, which is not a catalogue product. */
  product_id: z.number().int(),
  product_name: z.string(),
  strength: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  price: money,
  /** Discount per unit. */
  discount: money,
  total: money,
  /** null for a free gift pack ('Free Item'). */
  product: z.object({ unit_description: z.string() }).nullable(),
})
export type OrderLineRecord = z.infer<typeof orderLineRecord>

export const orderStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
export type OrderStatus = z.infer<typeof orderStatus>

export const orderRecord = z.object({
  id: z.number().int(),
  order_id: z.string(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  status: orderStatus,
  payment_method: z.string(),
  payment_type: z.string(),
  amount: money,
  discount: money,
  coupon: z.string(),
  coupon_discount: money,
  deliverycharge: money,
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  area: z.string(),
  address: z.string(),
  additional_address: z.string(),
  delivery_date: z.string(),
  delivery_time: z.string(),
  order_note: z.string(),
  dtls_mail: z.union([z.literal(0), z.literal(1)]),
  cancel_reason: z.string(),
  gift: z.object({ g_name: z.string(), g_email: z.string(), g_phone: z.string(), g_address: z.string() }).nullable(),
  order_details: z.array(orderLineRecord),
})
export type OrderRecord = z.infer<typeof orderRecord>

export const prescriptionRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** File name under uploads/prescription. */
  prescription: z.string(),
})
export type PrescriptionRecord = z.infer<typeof prescriptionRecord>

export const cartLine = z.object({ productId: z.number().int(), qty: z.number().int() })
export type CartLine = z.infer<typeof cartLine>

const inboxEntry = z.object({ id: z.number().int(), created_at: z.string() })

export const contactMessage = inboxEntry.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
})
export const stockRequest = inboxEntry.extend({
  product_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  request_quantity: z.number().int(),
})
export const b2bRegistration = inboxEntry.extend({
  organization: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
})

export type ContactMessage = z.infer<typeof contactMessage>
export type StockRequest = z.infer<typeof stockRequest>
export type B2bRegistration = z.infer<typeof b2bRegistration>

export const issuedToken = z.object({ token: z.string(), customer_id: z.number().int(), issued_at: z.string() })

export const shopState = z.object({
  version: z.literal(STORE_VERSION),
  customers: z.array(customerRecord),
  addresses: z.array(addressRecord),
  orders: z.array(orderRecord),
  lastOrderId: z.number().int(),
  prescriptions: z.array(prescriptionRecord),
  /** Server-side cart of each signed-in customer, keyed by customer id. */
  carts: z.record(z.string(), z.array(cartLine)),
  /** Product ids of the "Recommend For You" row, most recent first. */
  recommended: z.array(z.number().int()),
  subscribers: z.array(z.string()),
  messages: z.array(contactMessage),
  stockRequests: z.array(stockRequest),
  b2bRegistrations: z.array(b2bRegistration),
  /** The phone of the last otp-login, waiting for verify-otp. */
  pendingOtpPhone: z.string().nullable(),
  /** Access tokens handed out by sign-in (most recent last, capped). */
  tokens: z.array(issuedToken),
  /** Password reset tokens -> customer id. */
  resetTokens: z.record(z.string(), z.number().int()),
})
export type ShopState = z.infer<typeof shopState>
