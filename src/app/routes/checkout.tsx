import type { RouteObject } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import { CLIENT, page } from './page'

/**
 * Routes of the checkout area (spec 001 s2): no login needed for either. Each page is loaded
 * lazily with page().
 */
export const checkoutRoutes: RouteObject[] = [
  { path: ROUTES.checkout, ...page('checkout/CheckoutPage', CLIENT) },
  { path: ROUTES.orderConfirmation, ...page('checkout/OrderConfirmationPage', CLIENT) },
]
