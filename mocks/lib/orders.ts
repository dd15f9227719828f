/** Builds an order record from cart items; used by the seed and by order-store / pay-via-ajax. */
import type { CouponRecord, ProductRecord } from '../data/types'
import type { OrderLineRecord, OrderRecord, OrderStatus } from '../store/schema'
import { deliveryPaisa, giftLine, orderLine, orderTotals, subtotalPaisa } from './pricing'

export interface OrderContact {
  firstname: string
  lastname: string
  email: string
  phone: string
  city: string
  area: string
  address: string
  additional_address: string
}

export interface OrderDraft {
  id: number
  order_id: string
  user_id: number | null
  created_at: string
  status: OrderStatus
  payment_method: string
  payment_type: string
  items: ReadonlyArray<{ product: ProductRecord; qty: number }>
  coupon: CouponRecord | null
  /** The delivery charge of the chosen area ("0.00" inside Dhaka). */
  areaCharge: string
  /** The charge the checkout sent, in paisa; when absent the shop's own rule applies. */
  deliveryOverride?: number | null
  contact: OrderContact
  delivery_date: string
  delivery_time: string
  order_note: string
  dtls_mail: 0 | 1
  gift: OrderRecord['gift']
}

export function composeOrder(draft: OrderDraft): OrderRecord {
  const lines: OrderLineRecord[] = draft.items.map((item, i) =>
    orderLine(item.product, item.qty, draft.id * 100 + i + 1),
  )
  const subtotal = subtotalPaisa(lines)
  const gift = giftLine(subtotal, draft.id * 100 + lines.length + 1)
  if (gift) lines.push(gift)
  const delivery = draft.deliveryOverride ?? deliveryPaisa(draft.areaCharge, subtotal)
  return {
    id: draft.id,
    order_id: draft.order_id,
    user_id: draft.user_id,
    created_at: draft.created_at,
    status: draft.status,
    payment_method: draft.payment_method,
    payment_type: draft.payment_type,
    ...orderTotals(lines, delivery, draft.coupon),
    coupon: draft.coupon?.code ?? '',
    ...draft.contact,
    delivery_date: draft.delivery_date,
    delivery_time: draft.delivery_time,
    order_note: draft.order_note,
    dtls_mail: draft.dtls_mail,
    cancel_reason: '',
    gift: draft.gift,
    order_details: lines,
  }
}
