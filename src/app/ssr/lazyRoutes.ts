import { matchRoutes, type RouteObject } from 'react-router-dom'

/**
 * Loads the lazy routes matching `location` into the route objects, so the first render has the
 * page the server rendered: hydrating while React Router still loads a lazy route would render
 * nothing where the server's HTML has the page.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: string | Partial<Location>,
  basename?: string,
): Promise<void> {
  const matches = matchRoutes(routes, location, basename) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}
