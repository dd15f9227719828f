/**
 * The route table: one layout route, the home page, each area's routes (one file per area, so
 * features add routes without touching each other), and the catch-all 404. Every page is lazy.
 */
import type { RouteObject } from 'react-router-dom'
import { AppLayout } from '../AppLayout'
import { RouteError } from '../RouteError'
import { accountRoutes } from './account'
import { cartRoutes } from './cart'
import { catalogueRoutes } from './catalogue'
import { checkoutRoutes } from './checkout'
import { contentRoutes } from './content'
import { page } from './page'

export { page }

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a page module name
          { index: true, ...page('HomePage') }, // ROUTES.home
          ...catalogueRoutes,
          ...cartRoutes,
          ...accountRoutes,
          ...checkoutRoutes,
          ...contentRoutes,
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a page module name
          { path: '*', ...page('NotFoundPage') },
        ],
      },
    ],
  },
]
