import type { RouteObject } from 'react-router-dom'

/** Routes of the account area (see the route tables in docs/spec/). Each page is loaded lazily with page(). */
export const accountRoutes: RouteObject[] = []
