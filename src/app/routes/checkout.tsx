import type { RouteObject } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import { CLIENT, page, PER_VISITOR } from './page'

/**
 * Routes of the checkout area (spec 001 s2): no login needed for either. Each page is loaded
 * lazily with page(). Checkout is drawn on the server (its structure, the empty billing form and
 * the public data it needs), the cart and the visitor's parts after hydration (decision 0046);
 * the order confirmation is drawn in the browser.
 */
export const checkoutRoutes: RouteObject[] = [
  // Its chunk imports 17 files: announced after its HTML, not appended before hydration (decision 0061).
  { path: ROUTES.checkout, ...page('checkout/CheckoutPage', { ...PER_VISITOR, importsEarly: true }) },
  { path: ROUTES.orderConfirmation, ...page('checkout/OrderConfirmationPage', CLIENT) },
]
