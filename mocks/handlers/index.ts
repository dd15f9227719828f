/** Every handler of the mock shop: one per line of docs/spec/endpoints.txt. */
import type { HttpHandler } from 'msw'
import { accountHandlers } from './account'
import { addressHandlers } from './addresses'
import { authHandlers } from './auth'
import { catalogueHandlers } from './catalogue'
import { checkoutHandlers } from './checkout'
import { contentHandlers } from './content'
import { homeHandlers } from './home'
import { orderHandlers } from './orders'
import { productHandlers } from './product'

export const handlers: HttpHandler[] = [
  ...homeHandlers,
  ...contentHandlers,
  ...catalogueHandlers,
  ...productHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...addressHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
]

export { mswPath } from './http'
