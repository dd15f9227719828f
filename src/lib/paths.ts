/**
 * The storefront's route paths (spec 000 s2, 001 s2), the one place links and navigations get
 * their URLs. Paths with a parameter are built by React Router's `generatePath`, which encodes
 * each parameter as one path segment ('a/b?c#d' -> 'a%2Fb%3Fc%23d', 'নাপা' percent-encoded).
 * The route table (src/app/routes/) is built from ROUTES: a pattern is spelled here only.
 */
import { generatePath } from 'react-router-dom'

/** Every route's pattern, as React Router matches it (the route table's `path`s; home is its index route). */
export const ROUTES = {
  home: '/',
  // Catalogue (spec 000 s2)
  productDetails: '/product-details/:slug',
  mainCategory: '/product/:slug',
  childCategory: '/category/:slug',
  subCategory: '/sub-category/:slug',
  offers: '/offers',
  search: '/search',
  searchResults: '/search/:query',
  manufacturer: '/manufacture-products/:manufacture',
  landingPage: '/landing-page/:slug',
  page: '/page/:slug',
  // Cart and wishlist
  cart: '/cart',
  wishlist: '/wish-list',
  // Accounts (spec 001 s2; 'cancel-oreder-request' sic)
  login: '/user-login',
  registration: '/user-registration',
  phoneLogin: '/userlogin',
  profile: '/user-profile',
  orders: '/orders',
  orderDetails: '/order-details/:id',
  myInformation: '/my-information',
  cancelOrder: '/cancel-oreder-request/:id',
  addresses: '/my-address',
  addAddress: '/add-address',
  updateAddress: '/update-address/:id',
  prescriptions: '/my-prescription',
  // Beyond the spec (issue 24): the products of past orders, refill reminders
  myMedicines: '/my-medicines',
  resetPassword: '/reset-password',
  resetPasswordWithToken: '/reset-password/:token',
  // Checkout
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation/:orderId',
  // Content and forms
  uploadPrescription: '/upload-prescription',
  contact: '/contact-us',
  stockRequest: '/stock-request/:slug',
  b2bRegistration: '/b2b-registration',
  jobs: '/join-our-team',
  jobDetails: '/job-details/:slug',
  success: '/success',
} as const

export type RouteName = keyof typeof ROUTES

/** A product's page. */
export function productDetailsPath(slug: string): string {
  return generatePath(ROUTES.productDetails, { slug })
}

/** A main category's listing (parents in the menus, the footer's fixed slugs). */
export function mainCategoryPath(slug: string): string {
  return generatePath(ROUTES.mainCategory, { slug })
}

/** A child category's listing. */
export function childCategoryPath(slug: string): string {
  return generatePath(ROUTES.childCategory, { slug })
}

/** The three listing routes by their first segment (the listing page pages within its own route). */
export function listingPath(route: 'product' | 'category' | 'sub-category', slug: string): string {
  const pattern =
    route === 'product' ? ROUTES.mainCategory : route === 'category' ? ROUTES.childCategory : ROUTES.subCategory
  return generatePath(pattern, { slug })
}

/** An informational page (footer links). */
export function pagePath(slug: string): string {
  return generatePath(ROUTES.page, { slug })
}

/** The results of a search: the query trimmed, as one segment. */
export function searchPath(query: string): string {
  return generatePath(ROUTES.searchResults, { query: query.trim() })
}

/** A manufacturer's products. */
export function manufacturerPath(manufacturer: string): string {
  return generatePath(ROUTES.manufacturer, { manufacture: manufacturer })
}

/** A landing page's products. */
export function landingPagePath(slug: string): string {
  return generatePath(ROUTES.landingPage, { slug })
}

/** 'Request stock' of an out-of-stock product. */
export function stockRequestPath(slug: string): string {
  return generatePath(ROUTES.stockRequest, { slug })
}

/** A job opening. */
export function jobDetailsPath(slug: string): string {
  return generatePath(ROUTES.jobDetails, { slug })
}

/** An order of the signed-in customer (by id). */
export function orderDetailsPath(id: number | string): string {
  return generatePath(ROUTES.orderDetails, { id: String(id) })
}

/** The cancel request of an order (by id). */
export function cancelOrderPath(id: number | string): string {
  return generatePath(ROUTES.cancelOrder, { id: String(id) })
}

/** Editing a saved address (by id). */
export function updateAddressPath(id: number | string): string {
  return generatePath(ROUTES.updateAddress, { id: String(id) })
}

/** The confirmation of a placed order (by its code). */
export function orderConfirmationPath(orderId: string): string {
  return generatePath(ROUTES.orderConfirmation, { orderId })
}

/** A paged list: `base` with ?page=n (page 1 is the base itself). */
export function pagedPath(base: string, page: number): string {
  return page > 1 ? `${base}?page=${page}` : base
}

/** Offcanvas menu extras (spec 000 s2): the special price category. */
export const SPECIAL_PRICE_PATH = childCategoryPath('special-price')
