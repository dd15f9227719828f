/** Plain-fetch helpers for the mock shop tests (the unit setup runs the msw server). */
import { DEMO_CUSTOMER } from '@mocks/data'
import { productBySlug } from '@mocks/lib/catalogue'

export const BASE = 'http://localhost:3000'

export interface Answer {
  status: number
  body: unknown
  text: string
}

export interface CallOptions {
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown
  token?: string
  signal?: AbortSignal
}

export async function call(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<Answer> {
  const headers = new Headers({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' })
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }
  const response = await fetch(BASE + path, { method, headers, body, signal: options.signal })
  const text = await response.text()
  let parsed: unknown = undefined
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = undefined
  }
  return { status: response.status, body: parsed, text }
}

export const get = (path: string, options?: CallOptions) => call('GET', path, options)
export const post = (path: string, body?: unknown, options?: CallOptions) => call('POST', path, { ...options, body })

/** Reads a nested field of an unknown JSON answer: at(body, 'data', 0, 'slug'). */
export function at(value: unknown, ...keys: Array<string | number>): unknown {
  let current = value
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return current
}

export function list(value: unknown, ...keys: Array<string | number>): unknown[] {
  const found = at(value, ...keys)
  return Array.isArray(found) ? found : []
}

/** Signs the demo customer in by email and returns the access token. */
export async function demoToken(): Promise<string> {
  const answer = await post('/api/auth/user-login', {
    email: DEMO_CUSTOMER.email,
    password: DEMO_CUSTOMER.password,
    is_customer: 1,
  })
  const token = at(answer.body, 'access_token')
  if (typeof token !== 'string') throw new Error(`login failed: ${answer.status} ${answer.text}`)
  return token
}

/** The id of a seeded product (throws for an unknown slug). */
export function productId(slug: string): number {
  const product = productBySlug(slug)
  if (!product) throw new Error(`no product ${slug}`)
  return product.id
}

/** A valid order-store payload for the demo customer, delivered in Dhanmondi. */
export function orderPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user_id: DEMO_CUSTOMER.id,
    firstname: 'Rahima Akter',
    lastname: '',
    phone: DEMO_CUSTOMER.phone,
    email: DEMO_CUSTOMER.email,
    city: 'Dhaka',
    area: 'Dhanmondi',
    delivery_date: '2026-11-25',
    delivery_time: '4-8 PM',
    deliverycharge: 0,
    order_note: 'Ring the bell twice.',
    additional_address: '',
    address_line_one: 'House 27, Road 9/A',
    address_line_tow: 'Flat 4B',
    cartData: [
      {
        id: productId('napa-500-mg-tablet'),
        product_name: 'Napa 500 mg Tablet',
        qty: 2,
        price: '12.00',
        discount_price: null,
      },
      {
        id: productId('sergel-20-mg-tablet'),
        product_name: 'Sergel 20 mg Tablet',
        qty: 10,
        price: '70.00',
        discount_price: null,
      },
    ],
    grand_total: 724,
    dtls_mail: 0,
    discount: 0,
    payment_type: 'cod',
    amount: 724,
    coupon_discount: 0,
    coupon: '',
    device_type: 'web',
    address: 'House 27, Road 9/A',
    g_name: '',
    g_email: '',
    g_phone: '',
    g_address: '',
    ...overrides,
  }
}

export function pngFile(name = 'photo.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
}

export function formData(fields: Record<string, string | File>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return form
}
