/** Order history calls (spec 001 s2 "My Orders", "Order Details", "Cancel Order", confirmation). */
import type { z } from 'zod/mini'
import { apiPath } from './client'
import { orderLineSchema, orderSchema, productSchema } from './entities'
import { getJson, postJson, type CallOptions } from './http'
import { lazySchema, itemOf, listOf, messageAnswer, paginated } from './lenient'

export const orderKeys = {
  list: (customerId: number, page = 1) => ['auth/order-list', customerId, page] as const,
  items: (orderId: number | string) => ['order-item', String(orderId)] as const,
  details: (id: number) => ['auth/order-details', id] as const,
  products: (id: number) => ['auth/order-product', id] as const,
  confirmation: (orderId: number | string) => ['order-confirmation', String(orderId)] as const,
}

export const orderPageSchema = lazySchema(() => paginated(orderSchema))
export type OrderPage = z.output<typeof orderPageSchema>

/** The customer's orders, newest first, 10 per page. */
export function getOrders(customerId: number, page = 1, options?: CallOptions) {
  return getJson(apiPath`/api/auth/order-list/${customerId}`, orderPageSchema, { ...options, query: { page } })
}

/** An earlier order's lines as cart products with qty ("Order Again"); 400 when one is out of stock. */
export function getOrderItems(orderId: number | string, options?: CallOptions) {
  return getJson(apiPath`/api/order-item/${orderId}`, listOf(productSchema), options)
}

/** One order with its order_details lines. */
export function getOrderDetails(id: number, options?: CallOptions) {
  return getJson(apiPath`/api/auth/order-details/${id}`, itemOf(orderSchema), options)
}

export function getOrderProducts(id: number, options?: CallOptions) {
  return getJson(apiPath`/api/auth/order-product/${id}`, listOf(orderLineSchema), options)
}

/** Cancel request for a Pending order; 422 carries `fieldErrors.reason`. */
export function cancelOrder(id: number, reason: string) {
  return postJson(apiPath`/api/v2/store-cancel-order/${id}`, { reason }, messageAnswer)
}

/** The order shown on the thank-you page (also pushed to the analytics data layer). */
export function getOrderConfirmation(orderId: number | string, options?: CallOptions) {
  return getJson(apiPath`/api/order-confirmation/${orderId}`, itemOf(orderSchema), options)
}
