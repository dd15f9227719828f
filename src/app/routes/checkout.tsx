import type { RouteObject } from 'react-router-dom'
import { page } from './page'

/**
 * Routes of the checkout area (spec 001 s2): no login needed for either. Each page is loaded
 * lazily with page().
 */
export const checkoutRoutes: RouteObject[] = [
  { path: 'checkout', lazy: page(() => import('@/pages/checkout/CheckoutPage')) },
  { path: 'order-confirmation/:orderId', lazy: page(() => import('@/pages/checkout/OrderConfirmationPage')) },
]
