import type { RouteObject } from 'react-router-dom'
import { CLIENT, page } from './page'

/** Routes of the cart area (spec 000 s2). Each page is loaded lazily with page(). */
export const cartRoutes: RouteObject[] = [
  { path: 'cart', ...page('CartPage', CLIENT) },
  { path: 'wish-list', ...page('WishlistPage', CLIENT) },
]
