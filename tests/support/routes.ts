/**
 * The routes of both specs' route tables (docs/spec/000 s2, 001 s2) with a URL on the mock shop's
 * data and the session they need: login-required routes signed in as the demo customer, guest-only
 * routes as a guest. /checkout and /order-confirmation/{orderId} are listed once their pages exist.
 */
import { mockSession } from '@mocks/session'
import { routes } from '@/app/routes'
import type { SessionParameter } from '../../.storybook/session'
import { napa } from '../../stories/fixtures/products'

export interface SpecRoute {
  /** The route as the spec writes it. */
  route: string
  url: string
  signedIn: boolean
  /** The page shows a cart or wishlist only with something in it. */
  session?: Omit<SessionParameter, 'signedIn'>
}

export const SPEC_ROUTES: SpecRoute[] = [
  // docs/spec/000 s2
  { route: '/', url: '/', signedIn: false },
  { route: '/product-details/{slug}', url: '/product-details/napa-500-mg-tablet', signedIn: false },
  { route: '/product/{slug}', url: '/product/medicines', signedIn: false },
  { route: '/category/{slug}', url: '/category/feminine-hygiene', signedIn: false },
  { route: '/sub-category/{slug}', url: '/sub-category/fever-pain', signedIn: false },
  { route: '/offers', url: '/offers', signedIn: false },
  { route: '/search', url: '/search', signedIn: false },
  { route: '/search/{query}', url: '/search/napa', signedIn: false },
  { route: '/wish-list', url: '/wish-list', signedIn: false },
  { route: '/cart', url: '/cart', signedIn: true },
  {
    route: '/manufacture-products/{manufacture}',
    url: `/manufacture-products/${encodeURIComponent('Square Pharmaceuticals')}`,
    signedIn: false,
  },
  { route: '/landing-page/{slug}', url: '/landing-page/winter-care', signedIn: false },
  { route: '/stock-request/{slug}', url: '/stock-request/reset-500-mg-tablet', signedIn: false },
  { route: '/page/{slug}', url: '/page/about-us', signedIn: false },
  { route: 'catch-all', url: '/no-such-page', signedIn: false },
  // docs/spec/001 s2: guest only
  { route: '/user-login', url: '/user-login', signedIn: false },
  { route: '/user-registration', url: '/user-registration', signedIn: false },
  { route: '/userlogin', url: '/userlogin', signedIn: false },
  // login required
  { route: '/user-profile', url: '/user-profile', signedIn: true },
  { route: '/orders', url: '/orders', signedIn: true },
  { route: '/order-details/{id}', url: '/order-details/101', signedIn: true },
  { route: '/my-information', url: '/my-information', signedIn: true },
  { route: '/cancel-oreder-request/{id}', url: '/cancel-oreder-request/112', signedIn: true },
  { route: '/my-address', url: '/my-address', signedIn: true },
  { route: '/add-address', url: '/add-address', signedIn: true },
  { route: '/update-address/{id}', url: '/update-address/12', signedIn: true },
  { route: '/my-prescription', url: '/my-prescription', signedIn: true },
  // no login needed
  { route: '/checkout', url: '/checkout', signedIn: true },
  { route: '/reset-password', url: '/reset-password', signedIn: false },
  { route: '/reset-password/{token}', url: '/reset-password/demo-reset-token', signedIn: false },
  { route: '/success', url: '/success', signedIn: false },
  { route: '/order-confirmation/{orderId}', url: '/order-confirmation/100231', signedIn: true },
  { route: '/b2b-registration', url: '/b2b-registration', signedIn: false },
  { route: '/upload-prescription', url: '/upload-prescription', signedIn: false },
  { route: '/contact-us', url: '/contact-us', signedIn: false },
  { route: '/join-our-team', url: '/join-our-team', signedIn: false },
  { route: '/job-details/{slug}', url: '/job-details/registered-pharmacist', signedIn: false },
]

/** 'update-address/:id' and '/update-address/{id}' -> 'update-address/:'. */
function normalise(path: string): string {
  return path.replace(/^\//, '').replace(/\{\w+\}|:\w+/g, ':')
}

/** Every route path the app's table declares (nested children included), without a leading '/'. */
function declaredPaths(): Set<string> {
  const out = new Set<string>()
  const walk = (list: typeof routes) => {
    for (const route of list) {
      if (route.path) out.add(normalise(route.path))
      if (route.children) walk(route.children)
    }
  }
  walk(routes)
  return out
}

/** The spec's routes the app has a page for (a route not declared yet would only show the 404). */
export function implementedRoutes(): SpecRoute[] {
  const declared = declaredPaths()
  return SPEC_ROUTES.filter((spec) => {
    if (spec.route === '/' || spec.route === 'catch-all') return true
    return declared.has(normalise(spec.route))
  })
}

/** The storage a route's case starts with. */
export function sessionFor(spec: SpecRoute): SessionParameter {
  return {
    ...(spec.signedIn ? { signedIn: mockSession() } : {}),
    ...(spec.route === '/cart' ? { cart: [{ ...napa, qty: 2 }] } : {}),
    // Above the 200 minimum, so the checkout form (and its calls) shows.
    ...(spec.route === '/checkout' ? { cart: [{ ...napa, qty: 30 }] } : {}),
    ...(spec.route === '/wish-list' ? { wishlist: [napa] } : {}),
    ...spec.session,
  }
}
