/** Orders: listing, lookup, placement (order-store / pay-via-ajax) and cancellation. */
import { composeOrder, type OrderDraft } from '../lib/orders'
import { laravelTimestamp } from '../lib/time'
import { nextId } from './ids'
import type { OrderRecord, ShopState } from './schema'
import type { MockStore } from './store'

/** The customer's orders, newest first (ids grow with time, whatever the machine's clock says). */
export function ordersOf(state: ShopState, userId: number): OrderRecord[] {
  return state.orders.filter((o) => o.user_id === userId).sort((a, b) => b.id - a.id)
}

export function hasOrdered(state: ShopState, userId: number): boolean {
  return state.orders.some((o) => o.user_id === userId)
}

/** An order by its database id or by its order code (the pages use both). */
export function findOrder(state: ShopState, ref: string): OrderRecord | undefined {
  const key = ref.trim()
  return state.orders.find((o) => String(o.id) === key) ?? state.orders.find((o) => o.order_id === key)
}

export type NewOrder = Omit<OrderDraft, 'id' | 'order_id' | 'created_at' | 'status'>

/** Adds a Pending order with the next order code. */
export function placeOrder(store: MockStore, draft: NewOrder): OrderRecord {
  return store.update((state) => {
    const code = state.lastOrderId + 1
    const order = composeOrder({
      ...draft,
      id: nextId(state.orders),
      order_id: String(code),
      created_at: laravelTimestamp(),
      status: 1,
    })
    state.orders.push(order)
    state.lastOrderId = code
    if (draft.user_id !== null) delete state.carts[String(draft.user_id)]
    return order
  })
}

export function cancelOrder(store: MockStore, id: number, reason: string): void {
  store.update((state) => {
    const order = state.orders.find((o) => o.id === id)
    if (!order) return
    order.status = 4
    order.cancel_reason = reason
  })
}
