import type { RouteObject } from 'react-router-dom'

/** Routes of the checkout area (see the route tables in docs/spec/). Each page is loaded lazily with page(). */
export const checkoutRoutes: RouteObject[] = []
