/** SWR hooks of the order history (spec 001 s2 "My Orders", "Order Details", "Cancel Order"). */
import useSWR from 'swr'
import {
  getOrderDetails,
  getOrderProducts,
  getOrders,
  orderKeys,
  type ApiError,
  type Order,
  type OrderLine,
  type OrderPage,
} from '@/api'

/** One page of the customer's orders (newest first). */
export function useOrders(customerId: number | null, page: number) {
  return useSWR<OrderPage, ApiError>(customerId === null ? null : orderKeys.list(customerId, page), () =>
    getOrders(customerId as number, page),
  )
}

/** One order (billing, payment, shipping, totals). */
export function useOrderDetails(id: number | null) {
  return useSWR<Order, ApiError>(id === null ? null : orderKeys.details(id), () => getOrderDetails(id as number))
}

/** The lines of one order (product table of the order details). */
export function useOrderProducts(id: number | null) {
  return useSWR<OrderLine[], ApiError>(id === null ? null : orderKeys.products(id), () =>
    getOrderProducts(id as number),
  )
}
