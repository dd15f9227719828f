import type { RouteObject } from 'react-router-dom'
import { CLIENT, page } from './page'

/**
 * Routes of the checkout area (spec 001 s2): no login needed for either. Each page is loaded
 * lazily with page().
 */
export const checkoutRoutes: RouteObject[] = [
  { path: 'checkout', ...page('checkout/CheckoutPage', CLIENT) },
  { path: 'order-confirmation/:orderId', ...page('checkout/OrderConfirmationPage', CLIENT) },
]
