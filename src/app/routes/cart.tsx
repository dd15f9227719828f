import type { RouteObject } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import { CLIENT, page } from './page'

/** Routes of the cart area (spec 000 s2). Each page is loaded lazily with page(). */
export const cartRoutes: RouteObject[] = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- page module names
  { path: ROUTES.cart, ...page('CartPage', CLIENT) },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- page module names
  { path: ROUTES.wishlist, ...page('WishlistPage', CLIENT) },
]
