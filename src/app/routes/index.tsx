/**
 * The route table. Every page is code-split: `lazy` loads its module on first visit.
 * Pages export their component as default; `page()` adapts it to React Router's lazy API.
 */
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { AppLayout } from './AppLayout'
import { RouteError } from './RouteError'

type PageModule = { default: ComponentType }

export function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default })
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: page(() => import('@/pages/HomePage')) },
      { path: '*', lazy: page(() => import('@/pages/NotFoundPage')) },
    ],
  },
]
