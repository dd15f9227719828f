/** Order history, details, Order Again, cancellation and the confirmation page. */
import { productById } from '../lib/catalogue'
import { failure, notFound, validationFailure } from '../lib/failure'
import { ORDERS_PAGE_SIZE, paginate } from '../lib/paginate'
import { required, text, validate } from '../lib/validation'
import { shop } from '../store'
import { cancelOrder, findOrder, ordersOf } from '../store/orders'
import type { OrderRecord } from '../store/schema'
import { customerAt } from './account'
import { json, message, pageOf, readFields, route } from './http'
import { toOrder, toProduct } from './present'
import { requireCustomer } from './session'

function orderAt(ref: string): OrderRecord {
  const order = findOrder(shop().state, ref)
  if (!order) throw notFound('Order')
  return order
}

export const orderHandlers = [
  route('GET', '/api/auth/order-list/{customerId}', ({ request, url, param }) => {
    requireCustomer(request)
    const orders = ordersOf(shop().state, customerAt(param('customerId')).id).map(toOrder)
    return json(paginate(orders, pageOf(url), ORDERS_PAGE_SIZE, url))
  }),

  route('GET', '/api/auth/order-details/{id}', ({ request, param }) => {
    requireCustomer(request)
    return json({ data: toOrder(orderAt(param('id'))) })
  }),

  route('GET', '/api/auth/order-product/{id}', ({ request, param }) => {
    requireCustomer(request)
    return json({ data: orderAt(param('id')).order_details })
  }),

  /** Order Again: the order's products as cart lines; 400 when any of them is out of stock. */
  route('GET', '/api/order-item/{orderId}', ({ param }) => {
    const lines = orderAt(param('orderId')).order_details.flatMap((line) => {
      const product = productById(line.product_id)
      return product ? [{ product, qty: line.quantity }] : []
    })
    if (lines.some(({ product }) => product.stock_status === '0')) throw failure(400, 'Some Product is Stock Out!!')
    return json({ data: lines.map(({ product, qty }) => ({ ...toProduct(product), qty })) })
  }),

  route('POST', '/api/v2/store-cancel-order/{id}', async ({ request, param }) => {
    const order = orderAt(param('id'))
    const body = await readFields(request)
    validate(body, { reason: [required] })
    if (order.status !== 1) throw validationFailure({ reason: ['Only pending orders can be cancelled.'] })
    cancelOrder(shop(), order.id, text(body.reason))
    return message('Cancel Request Sent Successful')
  }),

  route('GET', '/api/order-confirmation/{orderId}', ({ param }) => json({ data: toOrder(orderAt(param('orderId'))) })),
]
