/**
 * The order payload of spec 001 s3 (POST /api/order-store, /api/pay-via-ajax), built by one pure
 * function from the form, the cart, the session and the totals. Field names (and typos) are the
 * backend's; every field is always present, empty when it does not apply.
 */
import type { OrderCartLine, OrderPayload, PaymentType } from '@/api/checkout'
import { amountDue, type CheckoutTotals } from './totals'

/** What the checkout form holds (field names as sent, so a 422 lands under the same field). */
export interface CheckoutFormValues {
  firstname: string
  address_line_one: string
  address_line_tow: string
  city: string
  area: string
  phone: string
  email: string
  delivery_date: string
  delivery_time: string
  order_note: string
  g_name: string
  g_email: string
  g_phone: string
  g_address: string
  payment_type: PaymentType
  /** 'Hide the product list on the invoice' (dtls_mail 1). */
  dtls_mail: boolean
}

/** A cart line as the checkout reads it (a stored cart line fits). */
export interface PayloadCartLine {
  id: number
  product_name: string
  qty: number
  price: number
  discount_price: number | null
}

export interface PayloadInput {
  values: CheckoutFormValues
  /** The signed-in customer's id; null for a guest. */
  userId: number | null
  lines: readonly PayloadCartLine[]
  totals: CheckoutTotals
  /** The applied coupon's code ('' when none). */
  couponCode: string
  /** The amount taken from the wallet (0 when none). */
  walletAmount: number
  /** The gift recipient block was shown (the offer product is in the cart). */
  giftShown: boolean
}

export const DEVICE_TYPE = 'web'

function clean(value: string): string {
  return value.trim()
}

/** One line of address for the gateway and the invoice: line 1, line 2, area, city. */
export function fullAddress(
  values: Pick<CheckoutFormValues, 'address_line_one' | 'address_line_tow' | 'area' | 'city'>,
) {
  return [values.address_line_one, values.address_line_tow, values.area, values.city]
    .map(clean)
    .filter(Boolean)
    .join(', ')
}

export function cartDataOf(lines: readonly PayloadCartLine[]): OrderCartLine[] {
  return lines.map(({ id, product_name, qty, price, discount_price }) => ({
    id,
    product_name,
    qty,
    price,
    discount_price,
  }))
}

/**
 * The payload. `grand_total` is the spec's formula; `amount` is what is left to pay after the
 * wallet (the amount the gateway charges; equal to grand_total without a wallet amount).
 * The gift fields are sent only when the gift block was shown (else empty).
 */
export function buildOrderPayload(input: PayloadInput): OrderPayload {
  const { values, userId, lines, totals, couponCode, walletAmount, giftShown } = input
  const gift = (value: string) => (giftShown ? clean(value) : '')
  return {
    user_id: userId,
    firstname: clean(values.firstname),
    lastname: '',
    phone: clean(values.phone),
    email: clean(values.email),
    city: clean(values.city),
    area: clean(values.area),
    delivery_date: values.delivery_date,
    delivery_time: values.delivery_date ? values.delivery_time : '',
    deliverycharge: totals.shipping,
    order_note: clean(values.order_note),
    additional_address: clean(values.address_line_tow),
    address_line_one: clean(values.address_line_one),
    address_line_tow: clean(values.address_line_tow),
    cartData: cartDataOf(lines),
    grand_total: totals.grandTotal,
    dtls_mail: values.dtls_mail ? 1 : 0,
    discount: totals.discount,
    payment_type: values.payment_type,
    amount: amountDue(totals.grandTotal, walletAmount),
    coupon_discount: totals.couponDiscount,
    coupon: couponCode.trim(),
    device_type: DEVICE_TYPE,
    address: fullAddress(values),
    g_name: gift(values.g_name),
    g_email: gift(values.g_email),
    g_phone: gift(values.g_phone),
    g_address: gift(values.g_address),
  }
}
