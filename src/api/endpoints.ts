/**
 * Registry of every call named in docs/spec/endpoints.txt (one key per line, spelled exactly as
 * there) -> the typed function that makes it, invoked with sample arguments. Used by the coverage
 * test (tests/unit/api/coverage.test.ts) against the mock shop; not part of the app bundle's API.
 */
import * as api from './index'

/** Arguments the calls are made with; the test builds them from the mock shop's demo data. */
export interface EndpointSample {
  /** The signed-in customer (the calls under /api/auth/ need their Bearer token stored). */
  customerId: number
  email: string
  password: string
  /** A registration that the server accepts (unused email). */
  newAccount: api.RegisterInput
  phone: string
  /** The PIN the server expects after sendLoginOtp(phone). */
  otp: string
  resetToken: string
  productId: number
  productSlug: string
  /** A main category (route /product/{slug}) and one of its children (/category/{slug}). */
  categorySlug: string
  childCategorySlug: string
  searchQuery: string
  manufacturer: string
  landingSlug: string
  pageSlug: string
  jobSlug: string
  /** Database id of a Pending order of the customer (details, products, cancel). */
  orderId: number
  /** The id the order-item and order-confirmation routes take. */
  orderRef: number | string
  addressId: number
  address: api.AddressInput
  /** A city and one of its areas inside Dhaka (no delivery charge). */
  city: string
  area: string
  couponCode: string
  order: api.OrderPayload
  /** A prescription file and a profile photo. */
  file: Blob
  image: Blob
}

type Method = 'GET' | 'POST'
export type EndpointCall = (sample: EndpointSample) => Promise<unknown>
export interface Endpoint {
  readonly method: Method
  readonly path: string
  readonly call: EndpointCall
}
type Line = `${Method} /api/${string}`

function methodOf(word: string | undefined): Method {
  if (word === 'GET' || word === 'POST') return word
  throw new Error(`endpoint registry: bad method ${String(word)}`)
}

function registry<const T extends Record<Line, EndpointCall>>(calls: T): { readonly [K in keyof T]: Endpoint } {
  const out: Record<string, Endpoint> = {}
  for (const [line, call] of Object.entries(calls)) {
    const [method, path = ''] = line.split(' ')
    out[line] = { method: methodOf(method), path, call }
  }
  return out as { readonly [K in keyof T]: Endpoint }
}

const contact = (s: EndpointSample) => ({ name: s.address.first_name, email: s.email, phone: s.phone })

export const endpoints = registry({
  // Home
  'GET /api/popup-advertise': () => api.getPopupAd(),
  'GET /api/popup-status': () => api.getPopupStatus(),
  'GET /api/get-recommended-product': () => api.getRecommendedProducts(),
  'GET /api/home-meta-tag': () => api.getHomeMeta(),
  'GET /api/feature-product': () => api.getFeaturedProducts(),
  'GET /api/v2/top-banner': () => api.getTopBanners(),
  'GET /api/v2/home-offer-banner': () => api.getOfferBanners(),
  'GET /api/v2/home-small-banner': () => api.getSmallBanners(),
  'GET /api/category-medicaldevice': () => api.getHomeCategoryRow('medicalDevice'),
  'GET /api/category-haircare': () => api.getHomeCategoryRow('hairCare'),
  'GET /api/category-perosnalcare': () => api.getHomeCategoryRow('personalCare'),
  'GET /api/category-babycategory': () => api.getHomeCategoryRow('babyCare'),
  'POST /api/subscribe': (s) => api.subscribe({ email: s.newAccount.email }),
  // Shell
  'GET /api/categories/': () => api.getCategories(),
  'GET /api/v2/menus': () => api.getMenus(),
  'GET /api/v2/tags': () => api.getSiteMeta(),
  'GET /api/all-pages': () => api.getPages(),
  'GET /api/page-category-name/{slug}': (s) => api.getPageCategoryName(s.childCategorySlug),
  // Catalogue
  'GET /api/category-product/{slug}': (s) => api.getCategoryProducts(s.categorySlug, { page: 1, sort: 'price_asc' }),
  'GET /api/categorywiseproduct/{slug}': (s) => api.getSubcategoryProducts(s.childCategorySlug, { page: 1 }),
  'GET /api/v2/product-search/{query}': (s) => api.searchProducts(s.searchQuery, 1),
  'GET /api/product-details/{slug}': (s) => api.getProductDetails(s.productSlug),
  'GET /api/product-sub-image/{slug}': (s) => api.getProductSubImages(s.productSlug),
  'GET /api/prodcut-image/{slug}': (s) => api.getProductImage(s.productSlug),
  'GET /api/product-cat-subcat/{slug}': (s) => api.getProductBreadcrumb(s.productSlug),
  'GET /api/product-main-category/{slug}': (s) => api.getProductMainCategory(s.productSlug),
  'GET /api/related-product/{slug}': (s) => api.getRelatedProducts(s.productSlug),
  'POST /api/store-recommended-product': (s) => api.storeRecommendedProduct(s.productId),
  'GET /api/offers': () => api.getOffers(),
  'GET /api/manufacture/{manufacture}': (s) => api.getManufacturerProducts(s.manufacturer),
  'GET /api/v2/landing-page/{slug}': (s) => api.getLandingPage(s.landingSlug),
  // Session and cart
  'POST /api/auth/has-user': (s) => api.hasUser(s.customerId),
  'POST /api/v2/store-cart-item': (s) => api.storeCartItem({ productId: s.productId, qty: 2, userId: s.customerId }),
  'POST /api/v2/remove-cart-item': (s) => api.removeCartItem({ productId: s.productId, userId: s.customerId }),
  'POST /api/auth/user-login': (s) => api.loginWithEmail({ email: s.email, password: s.password }),
  'POST /api/auth/user-register': (s) => api.registerCustomer(s.newAccount),
  'POST /api/register': (s) => api.registerAccount(s.newAccount),
  'POST /api/otp-login': (s) => api.sendLoginOtp(s.phone),
  'POST /api/verify-otp': async (s) => {
    await api.sendLoginOtp(s.phone) // the PIN is checked against the phone of the last send
    return api.verifyOtp(s.otp)
  },
  'POST /api/auth/forget-password/': (s) => api.requestPasswordReset(s.email),
  'POST /api/auth/reset-password': (s) =>
    api.resetPassword({ token: s.resetToken, password: 'newpass123', password_confirmation: 'newpass123' }),
  // Account
  'GET /api/auth/order-total/{customerId}': (s) => api.getOrderTotal(s.customerId),
  'GET /api/auth/wallet-blacne/{customerId}': (s) => api.getWalletBalance(s.customerId),
  'GET /api/wallet-credit/{userId}': (s) => api.getWalletCredit(s.customerId),
  'GET /api/auth/customer-active-address/{customerId}': (s) => api.getActiveAddress(s.customerId),
  'GET /api/auth/customer/{userId}': (s) => api.getCustomer(s.customerId),
  // Checkout
  'POST /api/order-store': (s) => api.placeOrder({ ...s.order, payment_type: 'cod' }),
  'POST /api/pay-via-ajax': (s) => api.payOnline({ ...s.order, payment_type: 'ssl' }),
  'GET /api/get-offer': () => api.getGiftOffer(),
  'GET /api/get-last-orderID': () => api.getLastOrderId(),
  'GET /api/api-discounttype': () => api.getDiscountRules(),
  'GET /api/multi-discount': () => api.getGiftRules(),
  'GET /api/city': () => api.getCities(),
  'POST /api/area': (s) => api.getAreas(s.city),
  'POST /api/area/charge': (s) => api.getAreaCharge(s.area),
  'POST /api/v2/coupon-code-apply': (s) =>
    api.applyCoupon({ coupon_code: s.couponCode, userId: s.customerId, amount: s.order.amount }),
  // Orders
  'GET /api/auth/order-list/{customerId}': (s) => api.getOrders(s.customerId, 1),
  'GET /api/order-item/{orderId}': (s) => api.getOrderItems(s.orderRef),
  'GET /api/auth/order-details/{id}': (s) => api.getOrderDetails(s.orderId),
  'GET /api/auth/order-product/{id}': (s) => api.getOrderProducts(s.orderId),
  'POST /api/v2/store-cancel-order/{id}': (s) => api.cancelOrder(s.orderId, 'Ordered by mistake'),
  // Profile and addresses
  'POST /api/auth/update-profile/{userId}': (s) => api.updateProfile(s.customerId, contact(s)),
  'POST /api/v2/update-profile-photo': (s) => api.updateProfilePhoto({ user_id: s.customerId, image: s.image }),
  'GET /api/auth/user-address/{customerId}': (s) => api.getAddresses(s.customerId),
  'POST /api/auth/update-address/{id}': (s) => api.activateAddress(s.addressId),
  'POST /api/auth/remove-address/{id}': (s) => api.removeAddress(s.addressId),
  'POST /api/auth/add-address': (s) => api.addAddress(s.customerId, s.address),
  'GET /api/auth/update-get-address/{id}': (s) => api.getAddress(s.addressId),
  'POST /api/auth/update-user-address/{id}': (s) => api.updateAddress(s.addressId, s.address),
  // Content and forms
  'GET /api/page/{slug}': (s) => api.getPage(s.pageSlug),
  'POST /api/send-message': (s) => api.sendMessage({ ...contact(s), message: 'Do you deliver to Mirpur?' }),
  'GET /api/job-post': () => api.getJobs(),
  'GET /api/job-details/{slug}': (s) => api.getJobDetails(s.jobSlug),
  'GET /api/request-product/{slug}': (s) => api.getStockRequestProduct(s.productSlug),
  'POST /api/product-request': (s) =>
    api.requestStock({
      customer_name: s.address.first_name,
      customer_email: s.email,
      customer_phone: s.phone,
      request_quantity: 3,
      product_id: s.productId,
    }),
  'POST /api/b-to-b-registration': (s) =>
    api.registerBusiness({ organization: 'Shapla Pharmacy', ...contact(s), address: s.address.address_line_one }),
  'GET /api/order-confirmation/{orderId}': (s) => api.getOrderConfirmation(s.orderRef),
  'POST /api/upload-prescription': (s) =>
    api.uploadPrescription({ user_id: s.customerId, ...contact(s), prescription: s.file }),
  'GET /api/auth/my-prescription/{customerId}': (s) => api.getMyPrescriptions(s.customerId),
})

export type EndpointLine = keyof typeof endpoints
