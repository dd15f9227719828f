/**
 * Sample arguments for the endpoint registry, taken from the mock shop's demo data (mocks/README.md)
 * and discovered through the API itself so they follow the seed.
 */
import {
  getAddresses,
  getAreas,
  getCategories,
  getCities,
  getFeaturedProducts,
  getJobs,
  getOrders,
  getPages,
  loginWithEmail,
  type LoginAnswer,
  type OrderPayload,
} from '@/api'
import type { EndpointSample } from '@/api/endpoints'

/** The demo customer and fixed values of the mock shop. */
export const DEMO = {
  email: 'demo@medibazar.test',
  password: 'demo1234',
  phone: '01711000000',
  otp: '1234',
  resetToken: 'demo-reset-token',
  coupon: 'SAVE10',
  landingSlug: 'diabetes-care-week',
} as const

/** Signs the demo customer in and stores the session as the app does (token, user). */
export async function signIn(): Promise<LoginAnswer> {
  const answer = await loginWithEmail({ email: DEMO.email, password: DEMO.password })
  window.localStorage.setItem('token', answer.access_token)
  window.localStorage.setItem('user', JSON.stringify(answer.user))
  return answer
}

function pick<T>(list: readonly T[], what: string, test: (item: T) => boolean = () => true): T {
  const found = list.find(test)
  if (found === undefined) throw new Error(`mock shop: no ${what}`)
  return found
}

function today(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export async function buildSample(): Promise<EndpointSample> {
  const { user } = await signIn()
  const [categories, featured, orders, addresses, pages, jobs, cities] = await Promise.all([
    getCategories(),
    getFeaturedProducts(),
    getOrders(user.id),
    getAddresses(user.id),
    getPages(),
    getJobs(),
    getCities(),
  ])
  const main = pick(categories, 'main category with children', (c) => c.child_categories.length > 0)
  const child = pick(main.child_categories, 'child category')
  const product = pick(featured, 'featured product in stock', (p) => p.stock_status !== '0')
  const pending = pick(orders.data, 'pending order', (o) => o.status === 1)
  const spare = pick(addresses, 'inactive address', (a) => a.status !== 0)
  const city = pick(cities, 'city Dhaka', (c) => c.city_name === 'Dhaka').city_name
  const area = pick(await getAreas(city), 'area without delivery charge', (a) => a.delivery_charge === 0).area_name

  const qty = 3
  const subtotal = (product.discount_price ?? product.price) * qty
  const address = {
    first_name: 'Rahima',
    last_name: 'Akter',
    email: DEMO.email,
    phone: DEMO.phone,
    city,
    area,
    address_line_one: 'House 27, Road 9/A',
    address_line_tow: 'Flat 4B',
    additional_address: 'Near the lake',
  }
  const order: OrderPayload = {
    user_id: user.id,
    firstname: address.first_name,
    lastname: address.last_name,
    phone: address.phone,
    email: address.email,
    city,
    area,
    delivery_date: today(),
    delivery_time: '8 PM-12 AM',
    deliverycharge: 0,
    order_note: 'Please call first.',
    additional_address: address.additional_address,
    address_line_one: address.address_line_one,
    address_line_tow: address.address_line_tow,
    cartData: [{ ...product, qty }],
    grand_total: subtotal,
    dtls_mail: 0,
    discount: 0,
    payment_type: 'cod',
    amount: subtotal,
    coupon_discount: 0,
    coupon: '',
    device_type: 'web',
    address: `${address.address_line_one}, ${address.address_line_tow}, ${area}, ${city}`,
  }

  return {
    customerId: user.id,
    email: DEMO.email,
    password: DEMO.password,
    newAccount: {
      name: 'Nusrat Jahan',
      email: 'nusrat@example.test',
      password: 'secret123',
      password_confirmation: 'secret123',
    },
    phone: DEMO.phone,
    otp: DEMO.otp,
    resetToken: DEMO.resetToken,
    productId: product.id,
    productSlug: product.slug,
    categorySlug: main.slug,
    childCategorySlug: child.slug,
    searchQuery: product.product_name.split(' ')[0] ?? product.product_name,
    manufacturer: product.menufactures,
    landingSlug: DEMO.landingSlug,
    pageSlug: pick(pages, 'page').slug,
    jobSlug: pick(jobs, 'job').slug,
    orderId: pending.id,
    orderRef: pending.id,
    addressId: spare.id,
    address,
    city,
    area,
    couponCode: DEMO.coupon,
    order,
    file: new File(['%PDF-1.4 sample'], 'prescription.pdf', { type: 'application/pdf' }),
    image: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }),
  }
}
