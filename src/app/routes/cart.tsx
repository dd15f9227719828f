import type { RouteObject } from 'react-router-dom'
import { CLIENT, page } from './page'

/** Routes of the cart area (spec 000 s2). Each page is loaded lazily with page(). */
export const cartRoutes: RouteObject[] = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- page module names
  { path: 'cart', ...page('CartPage', CLIENT) },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- page module names
  { path: 'wish-list', ...page('WishlistPage', CLIENT) },
]
