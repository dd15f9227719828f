import type { RouteObject } from 'react-router-dom'
import { page } from './page'

/** Routes of the cart area (spec 000 s2). Each page is loaded lazily with page(). */
export const cartRoutes: RouteObject[] = [
  { path: 'cart', lazy: page(() => import('@/pages/CartPage')) },
  { path: 'wish-list', lazy: page(() => import('@/pages/WishlistPage')) },
]
