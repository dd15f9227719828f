/**
 * A sample call of every line of docs/spec/endpoints.txt: the concrete URL, a valid body, whether it
 * needs the demo customer's token, and the app schema its answer must parse with.
 */
import { z } from 'zod'
import * as entities from '@/api/entities'
import { listOf, messageAnswer, paginated } from '@/api/lenient'
import { DEMO_CUSTOMER, DEMO_OTP, DEMO_RESET_TOKEN } from '@mocks/data'
import type { Endpoint } from '@mocks/endpoints'
import { formData, orderPayload, pngFile, post, productId } from './helpers'

/** 'METHOD path' of each endpoint (distributed, so a sample is required for every line). */
type KeyOf<E> = E extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never
export type Key = KeyOf<Endpoint>

export interface Sample {
  /** The concrete path (with query) to call. */
  url: string
  body?: unknown
  /** For bodies built at call time (FormData, ids looked up in the seed). */
  makeBody?: () => unknown
  auth?: boolean
  /** Runs first (e.g. otp-login before verify-otp). */
  before?: () => Promise<unknown>
  schema?: z.core.$ZodType
}

const data = <T extends z.core.$ZodType>(schema: T) => z.object({ data: schema })
const productList = listOf(entities.productSchema)
const orderId = 112 // the demo customer's first Pending order (code 100242)

const address = {
  first_name: 'Rahima',
  last_name: 'Akter',
  email: DEMO_CUSTOMER.email,
  phone: DEMO_CUSTOMER.phone,
  city: 'Dhaka',
  area: 'Banani',
  additional_address: '',
  address_line_one: 'House 3, Road 11',
  address_line_tow: '',
  user_id: DEMO_CUSTOMER.id,
}

export const samples: Record<Key, Sample> = {
  'GET /api/popup-advertise': { url: '/api/popup-advertise', schema: data(entities.popupAdSchema) },
  'GET /api/popup-status': { url: '/api/popup-status', schema: entities.popupStatusSchema },
  'GET /api/get-recommended-product': { url: '/api/get-recommended-product', schema: productList },
  'GET /api/home-meta-tag': { url: '/api/home-meta-tag', schema: data(entities.homeMetaSchema) },
  'GET /api/feature-product': { url: '/api/feature-product', schema: productList },
  'GET /api/v2/top-banner': { url: '/api/v2/top-banner', schema: listOf(entities.bannerSchema) },
  'GET /api/v2/home-offer-banner': { url: '/api/v2/home-offer-banner', schema: listOf(entities.bannerSchema) },
  'GET /api/v2/home-small-banner': { url: '/api/v2/home-small-banner', schema: listOf(entities.smallBannerSchema) },
  'GET /api/category-medicaldevice': { url: '/api/category-medicaldevice', schema: productList },
  'GET /api/category-haircare': { url: '/api/category-haircare', schema: productList },
  'GET /api/category-perosnalcare': { url: '/api/category-perosnalcare', schema: productList },
  'GET /api/category-babycategory': { url: '/api/category-babycategory', schema: productList },
  'POST /api/subscribe': { url: '/api/subscribe', body: { email: 'new.reader@example.com' }, schema: messageAnswer },
  'GET /api/categories/': { url: '/api/categories/', schema: listOf(entities.categorySchema) },
  'GET /api/v2/menus': { url: '/api/v2/menus', schema: listOf(entities.menuItemSchema) },
  'GET /api/v2/tags': { url: '/api/v2/tags', schema: data(entities.siteMetaSchema) },
  'GET /api/all-pages': { url: '/api/all-pages', schema: listOf(entities.pageLinkSchema) },
  'GET /api/page-category-name/{slug}': {
    url: '/api/page-category-name/fever-pain',
    schema: z.object({ name: z.literal('Medicines'), slug: z.literal('medicines') }),
  },
  'GET /api/category-product/{slug}': {
    url: '/api/category-product/medicines?page=2&sort=price_asc',
    schema: paginated(entities.productSchema),
  },
  'GET /api/categorywiseproduct/{slug}': {
    url: '/api/categorywiseproduct/fever-pain?page=1&sort=popular',
    schema: paginated(entities.productSchema),
  },
  'GET /api/v2/product-search/{query}': {
    url: '/api/v2/product-search/napa?page=1',
    schema: z.object({
      data: z.array(entities.productSchema).min(1),
      meta: z.object({ current_page: z.number(), last_page: z.number() }),
    }),
  },
  'GET /api/product-details/{slug}': {
    url: '/api/product-details/napa-500-mg-tablet',
    schema: data(entities.productSchema),
  },
  'GET /api/product-sub-image/{slug}': {
    url: '/api/product-sub-image/napa-500-mg-tablet',
    schema: listOf(entities.subImageSchema),
  },
  'GET /api/prodcut-image/{slug}': {
    url: '/api/prodcut-image/napa-500-mg-tablet',
    schema: data(z.object({ main_image: z.string().min(1) })),
  },
  'GET /api/product-cat-subcat/{slug}': {
    url: '/api/product-cat-subcat/napa-500-mg-tablet',
    schema: listOf(entities.breadcrumbItemSchema),
  },
  'GET /api/product-main-category/{slug}': {
    url: '/api/product-main-category/napa-500-mg-tablet',
    schema: data(z.object({ name: z.string(), slug: z.string() })),
  },
  'GET /api/related-product/{slug}': { url: '/api/related-product/napa-500-mg-tablet', schema: productList },
  'POST /api/store-recommended-product': {
    url: '/api/store-recommended-product',
    makeBody: () => ({ product_id: productId('ace-500-mg-tablet') }),
    schema: messageAnswer,
  },
  'GET /api/offers': { url: '/api/offers', schema: productList },
  'GET /api/manufacture/{manufacture}': { url: '/api/manufacture/Square%20Pharmaceuticals', schema: productList },
  'GET /api/v2/landing-page/{slug}': {
    url: '/api/v2/landing-page/winter-care',
    schema: z.object({ title: z.string(), data: z.array(entities.productSchema) }),
  },
  'POST /api/auth/has-user': {
    url: '/api/auth/has-user',
    body: { id: DEMO_CUSTOMER.id },
    schema: entities.customerSchema,
  },
  'POST /api/v2/store-cart-item': {
    url: '/api/v2/store-cart-item',
    makeBody: () => ({ productId: productId('napa-500-mg-tablet'), qty: 2, userId: DEMO_CUSTOMER.id }),
  },
  'POST /api/v2/remove-cart-item': {
    url: '/api/v2/remove-cart-item',
    makeBody: () => ({ productId: productId('napa-500-mg-tablet'), userId: DEMO_CUSTOMER.id }),
  },
  'POST /api/auth/user-login': {
    url: '/api/auth/user-login',
    body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, is_customer: 1 },
    schema: z.object({ access_token: z.string(), user: entities.customerSchema }),
  },
  'POST /api/auth/user-register': {
    url: '/api/auth/user-register',
    body: {
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      password: 'secret12',
      password_confirmation: 'secret12',
      is_customer: 1,
    },
    schema: z.object({ message: z.string(), user: entities.customerSchema }),
  },
  'POST /api/register': {
    url: '/api/register',
    body: {
      name: 'Sadia Islam',
      email: 'sadia@example.com',
      password: 'secret12',
      password_confirmation: 'secret12',
      is_customer: 1,
    },
    schema: z.object({ message: z.string(), user: entities.customerSchema }),
  },
  'POST /api/otp-login': { url: '/api/otp-login', body: { phone: DEMO_CUSTOMER.phone }, schema: messageAnswer },
  'POST /api/verify-otp': {
    url: '/api/verify-otp',
    before: () => post('/api/otp-login', { phone: DEMO_CUSTOMER.phone }),
    body: { otp: DEMO_OTP, password: '' },
    schema: z.object({ access_token: z.string(), user: entities.customerSchema }),
  },
  'POST /api/auth/forget-password/': {
    url: '/api/auth/forget-password/',
    body: { email: DEMO_CUSTOMER.email },
    schema: messageAnswer,
  },
  'POST /api/auth/reset-password': {
    url: '/api/auth/reset-password',
    body: { token: DEMO_RESET_TOKEN, password: 'newpass1', password_confirmation: 'newpass1' },
    schema: messageAnswer,
  },
  'GET /api/auth/order-total/{customerId}': {
    url: `/api/auth/order-total/${DEMO_CUSTOMER.id}`,
    auth: true,
    schema: z.object({ total: z.literal(14) }),
  },
  'GET /api/auth/wallet-blacne/{customerId}': {
    url: `/api/auth/wallet-blacne/${DEMO_CUSTOMER.id}`,
    auth: true,
    schema: data(z.object({ order_value: z.literal('250.00') })),
  },
  'GET /api/wallet-credit/{userId}': {
    url: `/api/wallet-credit/${DEMO_CUSTOMER.id}`,
    schema: data(z.object({ credit: z.string() })),
  },
  'GET /api/auth/customer-active-address/{customerId}': {
    url: `/api/auth/customer-active-address/${DEMO_CUSTOMER.id}`,
    auth: true,
    schema: data(entities.addressSchema),
  },
  'GET /api/auth/customer/{userId}': {
    url: `/api/auth/customer/${DEMO_CUSTOMER.id}`,
    auth: true,
    schema: data(z.object({ ...entities.customerSchema.shape, user_address: entities.addressSchema })),
  },
  'POST /api/order-store': {
    url: '/api/order-store',
    makeBody: () => orderPayload(),
    schema: z.object({ order_id: z.string(), message: z.string() }),
  },
  'POST /api/pay-via-ajax': {
    url: '/api/pay-via-ajax',
    makeBody: () => orderPayload({ payment_type: 'ssl' }),
    schema: z.object({ status: z.literal('success'), data: z.url() }),
  },
  'GET /api/get-offer': {
    url: '/api/get-offer',
    schema: data(z.object({ product_id: z.number(), product: entities.productSchema })),
  },
  'GET /api/get-last-orderID': { url: '/api/get-last-orderID', schema: z.object({ order_id: z.number() }) },
  'GET /api/api-discounttype': { url: '/api/api-discounttype', schema: listOf(entities.autoDiscountRuleSchema) },
  'GET /api/multi-discount': { url: '/api/multi-discount', schema: listOf(entities.giftRuleSchema) },
  'GET /api/city': { url: '/api/city', schema: listOf(entities.citySchema) },
  'POST /api/area': { url: '/api/area', body: { name: 'Dhaka' }, schema: listOf(entities.areaSchema) },
  'POST /api/area/charge': {
    url: '/api/area/charge',
    body: { name: 'Agrabad' },
    schema: z.object({ delivery_charge: z.literal('120.00') }),
  },
  'POST /api/v2/coupon-code-apply': {
    url: '/api/v2/coupon-code-apply',
    body: { coupon_code: 'SAVE10', device: 'web', userId: DEMO_CUSTOMER.id, amount: 800 },
    schema: entities.couponSchema,
  },
  'GET /api/auth/order-list/{customerId}': {
    url: `/api/auth/order-list/${DEMO_CUSTOMER.id}?page=1`,
    auth: true,
    schema: paginated(entities.orderSchema),
  },
  'GET /api/order-item/{orderId}': { url: `/api/order-item/${orderId}`, schema: listOf(entities.productSchema) },
  'GET /api/auth/order-details/{id}': {
    url: `/api/auth/order-details/${orderId}`,
    auth: true,
    schema: data(entities.orderSchema),
  },
  'GET /api/auth/order-product/{id}': {
    url: `/api/auth/order-product/${orderId}`,
    auth: true,
    schema: listOf(entities.orderLineSchema),
  },
  'POST /api/v2/store-cancel-order/{id}': {
    url: `/api/v2/store-cancel-order/${orderId}`,
    body: { reason: 'Ordered twice by mistake.' },
    schema: messageAnswer,
  },
  'POST /api/auth/update-profile/{userId}': {
    url: `/api/auth/update-profile/${DEMO_CUSTOMER.id}`,
    auth: true,
    body: { name: 'Rahima A.', email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone },
    schema: z.object({ message: z.string(), user: entities.customerSchema }),
  },
  'POST /api/v2/update-profile-photo': {
    url: '/api/v2/update-profile-photo',
    makeBody: () => formData({ user_id: String(DEMO_CUSTOMER.id), image: pngFile() }),
    schema: z.object({ message: z.string(), image: z.string().min(1) }),
  },
  'GET /api/auth/user-address/{customerId}': {
    url: `/api/auth/user-address/${DEMO_CUSTOMER.id}`,
    auth: true,
    schema: listOf(entities.addressSchema),
  },
  'POST /api/auth/update-address/{id}': { url: '/api/auth/update-address/12', auth: true, schema: messageAnswer },
  'POST /api/auth/remove-address/{id}': { url: '/api/auth/remove-address/13', auth: true, schema: messageAnswer },
  'POST /api/auth/add-address': {
    url: '/api/auth/add-address',
    auth: true,
    body: address,
    schema: z.object({ message: z.string(), data: entities.addressSchema }),
  },
  'GET /api/auth/update-get-address/{id}': {
    url: '/api/auth/update-get-address/11',
    auth: true,
    schema: data(entities.addressSchema),
  },
  'POST /api/auth/update-user-address/{id}': {
    url: '/api/auth/update-user-address/12',
    auth: true,
    body: { ...address, area: 'Gulshan' },
    schema: z.object({ message: z.string(), data: entities.addressSchema }),
  },
  'GET /api/page/{slug}': { url: '/api/page/about-us', schema: data(entities.pageSchema) },
  'POST /api/send-message': {
    url: '/api/send-message',
    body: { name: 'Kamal', email: 'kamal@example.com', phone: '01712345678', message: 'Do you deliver to Savar?' },
    schema: messageAnswer,
  },
  'GET /api/job-post': { url: '/api/job-post', schema: listOf(entities.jobSchema) },
  'GET /api/job-details/{slug}': { url: '/api/job-details/registered-pharmacist', schema: data(entities.jobSchema) },
  'GET /api/request-product/{slug}': {
    url: '/api/request-product/reset-500-mg-tablet',
    schema: data(entities.productSchema),
  },
  'POST /api/product-request': {
    url: '/api/product-request',
    makeBody: () => ({
      customer_name: 'Kamal',
      customer_email: '',
      customer_phone: '01712345678',
      request_quantity: 3,
      product_id: productId('reset-500-mg-tablet'),
    }),
    schema: messageAnswer,
  },
  'POST /api/b-to-b-registration': {
    url: '/api/b-to-b-registration',
    body: {
      organization: 'Lazz Pharma Mirpur',
      name: 'Jamal',
      phone: '01812345678',
      email: 'jamal@example.com',
      address: 'Mirpur 10, Dhaka',
    },
    schema: messageAnswer,
  },
  'GET /api/order-confirmation/{orderId}': {
    url: '/api/order-confirmation/100242',
    schema: data(entities.orderSchema),
  },
  'POST /api/upload-prescription': {
    url: '/api/upload-prescription',
    makeBody: () =>
      formData({
        user_id: String(DEMO_CUSTOMER.id),
        name: 'Rahima Akter',
        email: DEMO_CUSTOMER.email,
        phone: DEMO_CUSTOMER.phone,
        prescription: pngFile('rx.png'),
      }),
    schema: messageAnswer,
  },
  'GET /api/auth/my-prescription/{customerId}': {
    url: `/api/auth/my-prescription/${DEMO_CUSTOMER.id}`,
    auth: true,
    schema: listOf(entities.prescriptionSchema),
  },
}
