import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'

type PageModule = { default: ComponentType }

/** Adapts a page module (default export) to React Router's `lazy`: each page is its own chunk. */
export function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default })
}
