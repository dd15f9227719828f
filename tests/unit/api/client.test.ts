import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  configureClient,
  getCategoryProducts,
  getOffers,
  getProductDetails,
  searchProducts,
  subscribe,
  updateProfilePhoto,
  uploadPrescription,
} from '@/api'
import { apiPath, buildUrl, defaultImageBaseUrl } from '@/api/client'
import { json, mockFetch, only } from './fetchMock'

const BASE = 'http://localhost:3000'
const product = { id: 1, slug: 'napa-500', product_name: 'Napa', price: '1.20', stock_status: '1' }

beforeEach(() => {
  configureClient({ baseUrl: BASE })
  window.localStorage.clear()
})
afterEach(() => {
  vi.restoreAllMocks()
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('request headers and options', () => {
  it('marks every request as XMLHttpRequest and includes credentials', async () => {
    const { sent } = mockFetch(json({ data: [] }), json({ message: 'ok' }))
    await getOffers()
    await subscribe({ email: 'a@b.test' })
    expect(sent).toHaveLength(2)
    for (const request of sent) {
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest')
      expect(request.headers.get('Accept')).toBe('application/json')
      expect(request.credentials).toBe('include')
    }
    expect(sent.map((r) => r.method)).toEqual(['GET', 'POST'])
  })

  it('sends a JSON body with a JSON content type; a GET has neither', async () => {
    const { sent } = mockFetch(json({ data: [] }), json({ message: 'Subscribed' }))
    await getOffers()
    const answer = await subscribe({ email: 'a@b.test' })
    const [get, post] = sent
    expect(get?.body).toBeUndefined()
    expect(get?.headers.has('Content-Type')).toBe(false)
    expect(post?.headers.get('Content-Type')).toBe('application/json')
    expect(typeof post?.body).toBe('string')
    expect(JSON.parse(post?.body as string)).toEqual({ email: 'a@b.test' })
    expect(answer).toEqual({ message: 'Subscribed' })
  })

  it('sends FormData as multipart, without a JSON content type', async () => {
    const { sent } = mockFetch(json({ message: 'Image Upload Successful!', image: 'p7.webp' }))
    const image = new File(['png-bytes'], 'me.png', { type: 'image/png' })
    const answer = await updateProfilePhoto({ user_id: 7, image })
    const request = only(sent)
    expect(request.headers.has('Content-Type')).toBe(false)
    expect(request.body).toBeInstanceOf(FormData)
    const form = request.body as FormData
    expect(form.get('user_id')).toBe('7')
    const file = form.get('image')
    expect(file).toBeInstanceOf(Blob)
    expect((file as File).name).toBe('me.png')
    expect(answer).toEqual({ message: 'Image Upload Successful!', image: 'p7.webp' })
  })

  it('leaves out a guest user_id from a multipart upload and names a bare Blob', async () => {
    const { sent } = mockFetch(json({ message: 'ok' }))
    const prescription = new Blob(['%PDF'], { type: 'application/pdf' })
    await uploadPrescription({ user_id: null, name: 'Rahim', email: 'r@x.test', phone: '01711111111', prescription })
    const form = only(sent).body as FormData
    expect(form.has('user_id')).toBe(false)
    expect([...form.keys()].sort()).toEqual(['email', 'name', 'phone', 'prescription'])
    expect(form.get('prescription')).toBeInstanceOf(Blob)
  })

  it('echoes the XSRF-TOKEN cookie, URL-decoded, as X-XSRF-TOKEN', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('eyJpdiI6 abc==/+')}; path=/`
    const { sent } = mockFetch(json({ data: [] }))
    await getOffers()
    expect(only(sent).headers.get('X-XSRF-TOKEN')).toBe('eyJpdiI6 abc==/+')
  })

  it('sends no X-XSRF-TOKEN without the cookie', async () => {
    const { sent } = mockFetch(json({ data: [] }))
    await getOffers()
    expect(only(sent).headers.has('X-XSRF-TOKEN')).toBe(false)
  })

  it('sends Authorization: Bearer only when localStorage token holds one', async () => {
    const { sent } = mockFetch(json({ data: [] }))
    await getOffers()
    window.localStorage.setItem('token', '')
    await getOffers()
    window.localStorage.setItem('token', 'jwt.abc.def')
    await getOffers()
    window.localStorage.setItem('token', '"quoted.jwt"')
    await getOffers()
    expect(sent.map((r) => r.headers.get('Authorization'))).toEqual([
      null,
      null,
      'Bearer jwt.abc.def',
      'Bearer quoted.jwt',
    ])
  })

  it('passes the abort signal to fetch', async () => {
    const { sent } = mockFetch(json({ data: [] }))
    const controller = new AbortController()
    await getOffers({ signal: controller.signal })
    expect(only(sent).signal).toBe(controller.signal)
  })
})

describe('URLs', () => {
  it('joins the base URL and the path', async () => {
    const previous = configureClient({ baseUrl: 'https://api.medibazar.test/backend' })
    try {
      const { sent } = mockFetch(json({ data: [] }))
      await getOffers()
      expect(only(sent).url).toBe('https://api.medibazar.test/backend/api/offers')
    } finally {
      configureClient(previous)
    }
  })

  it('restores an override of a value that was unset (the image origin is the API origin again)', () => {
    const previous = configureClient({ imageBaseUrl: '' })
    expect(defaultImageBaseUrl()).toBe('')
    configureClient(previous)
    expect(defaultImageBaseUrl()).toBe(BASE)
  })

  it('builds the query string and skips empty values', () => {
    expect(buildUrl('/api/x', { page: 2, sort: '', q: null, r: undefined, zero: 0, no: false })).toBe(
      `${BASE}/api/x?page=2&zero=0&no=false`,
    )
    expect(buildUrl('/api/x', { sort: '' })).toBe(`${BASE}/api/x`)
    expect(buildUrl('/api/x', { q: 'a&b c' })).toBe(`${BASE}/api/x?q=a%26b+c`)
  })

  it('sends listing page and sort as query parameters', async () => {
    const page = { current_page: 2, last_page: 3, prev_page_url: null, next_page_url: null, data: [] }
    const { sent } = mockFetch(json(page))
    await getCategoryProducts('baby-care', { page: 2 })
    await getCategoryProducts('baby-care', { page: 1, sort: 'price_desc' })
    expect(sent.map((r) => r.url)).toEqual([
      `${BASE}/api/category-product/baby-care?page=2`,
      `${BASE}/api/category-product/baby-care?page=1&sort=price_desc`,
    ])
  })

  it.each([
    ['a/b', 'a%2Fb'],
    ['what?', 'what%3F'],
    ['c#1', 'c%231'],
    ['napa extra', 'napa%20extra'],
    ['100%', '100%25'],
    ['নাপা', '%E0%A6%A8%E0%A6%BE%E0%A6%AA%E0%A6%BE'],
  ])('encodes the path parameter %j as one segment', (value, encoded) => {
    expect(apiPath`/api/product-details/${value}`).toBe(`/api/product-details/${encoded}`)
  })

  it('keeps a hostile search query inside its segment, page in the query', async () => {
    const { sent } = mockFetch(json({ data: [product], meta: { current_page: 1, last_page: 1 } }))
    await searchProducts('a/b?c=1#x %d নাপা', 2)
    const url = new URL(only(sent).url)
    expect(url.pathname.split('/')).toHaveLength(5)
    expect(decodeURIComponent(url.pathname.split('/')[4] ?? '')).toBe('a/b?c=1#x %d নাপা')
    expect(url.search).toBe('?page=2')
    expect(url.hash).toBe('')
  })

  it('encodes numeric and slug ids the same way', async () => {
    const { sent } = mockFetch(json({ data: product }))
    await getProductDetails('napa 500/10')
    expect(only(sent).url).toBe(`${BASE}/api/product-details/napa%20500%2F10`)
  })
})
