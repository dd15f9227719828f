import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'

type PageModule = { default: ComponentType }

/**
 * Every page module under src/pages, each its own chunk. Named by its path so the server can
 * find a route's chunk (its CSS and JS) in the build manifest.
 */
const pageModules = import.meta.glob<PageModule>(['./**/*Page.tsx', '!./account/AccountPage.tsx'], {
  base: '/src/pages',
})

/**
 * Where a page's content is drawn:
 * - 'server': rendered on the server with its data, then hydrated (public pages);
 * - 'per-visitor': rendered on the server with its public data, as no visitor in particular
 *   (renders see no cookie, token or storage); what belongs to the visitor (the cart, the
 *   session, a saved address) renders after hydration in space kept for it. The answer is never
 *   kept, by the server's render cache or anyone else (checkout: decision 0046);
 * - 'client': the server renders the shell and a placeholder; the content renders in the browser
 *   after hydration (pages that depend on the session, the cart or a form's input).
 */
export type PageRendering = 'server' | 'per-visitor' | 'client'

const RENDERINGS: readonly unknown[] = ['server', 'per-visitor', 'client'] satisfies PageRendering[]

export interface PageHandle {
  /** The page module, as the build manifest names it: 'src/pages/HomePage.tsx'. */
  page: string
  rendering: PageRendering
  /**
   * The server announces the chunks the page's chunk imports too, by a script at the end of the
   * HTML (src/server/html.ts), so the browser has them when the page's import asks: Vite's
   * preload helper then appends no link for them in the task before hydration. For a page whose
   * chunk imports many files (checkout, decision 0061).
   */
  importsEarly?: boolean
}

export function isPageHandle(value: unknown): value is PageHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'page' in value &&
    typeof value.page === 'string' &&
    'rendering' in value &&
    RENDERINGS.includes(value.rendering)
  )
}

/** The glob's key of a page: 'catalogue/OffersPage' -> './catalogue/OffersPage.tsx'. */
export function pageModuleKey(name: string): string {
  return `./${name}.tsx`
}

/**
 * A route's page, loaded lazily (its own chunk), with the handle the server reads:
 *   { path: 'offers', ...page('catalogue/OffersPage') }
 *   { path: 'cart', ...page('CartPage', { rendering: 'client' }) }
 */
export function page(
  name: string,
  { rendering = 'server', importsEarly }: Pick<Partial<PageHandle>, 'rendering' | 'importsEarly'> = {},
): Required<Pick<RouteObject, 'lazy' | 'handle'>> {
  const key = pageModuleKey(name)
  const load = pageModules[key]
  if (!load) throw new Error(`No page module ${key}`)
  const handle: PageHandle = { page: `src/pages/${name}.tsx`, rendering, importsEarly }
  return {
    lazy: async () => ({ Component: (await load()).default }),
    handle,
  }
}

/** Drawn in the browser after hydration: the page depends on the session, the cart or a form's input. */
export const CLIENT = { rendering: 'client' } as const

/** Drawn on the server as no visitor in particular, the visitor's parts after hydration; never kept. */
export const PER_VISITOR = { rendering: 'per-visitor' } as const

/** Whether the page's answer is the visitor's own (drawn in the browser, or per visitor): no one keeps it. */
export function isVisitorsOwn(rendering: PageRendering): boolean {
  return rendering !== 'server'
}
