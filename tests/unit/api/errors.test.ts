import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  applyCoupon,
  configureClient,
  getOffers,
  getProductDetails,
  isApiError,
  messageOf,
  placeOrder,
  removeAddress,
  storeCartItem,
  subscribe,
} from '@/api'
import { json, mockFetch, raw } from './fetchMock'

beforeEach(() => {
  configureClient({ baseUrl: 'http://localhost:3000' })
  window.localStorage.clear()
})
afterEach(() => vi.restoreAllMocks())

/** The ApiError a call rejects with (fails when it resolves or rejects with something else). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(ApiError)
  if (!isApiError(outcome.error)) throw new Error('not an ApiError')
  return outcome.error
}

describe('HTTP errors', () => {
  it('turns a 422 body into fieldErrors and firstFieldErrors', async () => {
    mockFetch(
      json(
        {
          message: 'The email field is required. (and 1 more error)',
          errors: { email: ['The email field is required.', 'The email must be valid.'], phone: ['Too short.'] },
        },
        422,
      ),
    )
    const error = await failure(subscribe({ email: '' }))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(422)
    expect(error.isValidation).toBe(true)
    expect(error.fieldErrors).toEqual({
      email: ['The email field is required.', 'The email must be valid.'],
      phone: ['Too short.'],
    })
    expect(error.firstFieldErrors).toEqual({ email: 'The email field is required.', phone: 'Too short.' })
    expect(error.fieldError('email')).toBe('The email field is required.')
    expect(error.fieldError('name')).toBeUndefined()
  })

  it('tolerates odd 422 bodies (string messages, no errors)', async () => {
    mockFetch(json({ message: 'Invalid', errors: { reason: 'Required.', empty: [] } }, 422), json({}, 422))
    expect((await failure(subscribe({ email: 'x' }))).firstFieldErrors).toEqual({ reason: 'Required.' })
    const bare = await failure(subscribe({ email: 'x' }))
    expect(bare.fieldErrors).toEqual({})
    expect(bare.message).toBeTruthy()
  })

  it.each([
    [401, 'Unauthenticated.', () => removeAddress(3)],
    [404, 'Invalid coupon code.', () => applyCoupon({ coupon_code: 'NOPE', userId: 7, amount: 500 })],
    [405, 'We do not deliver medicines outside Dhaka!', () => getOffers()],
    [500, 'Invalid OTP', () => getProductDetails('napa')],
  ])('%i answers reject with kind http, the status and the server message', async (status, message, call) => {
    mockFetch(json({ message }, status))
    const error = await failure(call())
    expect(error).toMatchObject({ kind: 'http', status, message })
    expect(error.fieldErrors).toEqual({})
    expect(error.body).toEqual({ message })
    expect(messageOf(error, 'Something Wrong!')).toBe(message)
  })

  it('falls back to the status text for an error without a JSON message', async () => {
    mockFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }))
    const error = await failure(getOffers())
    expect(error).toMatchObject({ kind: 'http', status: 502, message: 'Bad Gateway' })
    expect(messageOf(error, 'Search failed.')).toBe('Search failed.')
  })
})

describe('transport and parse errors', () => {
  it('a network failure rejects with kind network and status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'))
    const error = await failure(getOffers())
    expect(error).toMatchObject({ kind: 'network', status: 0, method: 'GET' })
    expect(error.url).toBe('http://localhost:3000/api/offers')
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(messageOf(error, 'Search failed.')).toBe('Search failed.')
  })

  it('an aborted request rejects with kind network', async () => {
    mockFetch(new DOMException('The operation was aborted.', 'AbortError'))
    const controller = new AbortController()
    controller.abort()
    expect((await failure(getOffers({ signal: controller.signal }))).kind).toBe('network')
  })

  it('a 200 answer that is not JSON rejects with kind parse', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockFetch(raw('<!doctype html><title>Laravel</title>'))
    const error = await failure(getOffers())
    expect(error).toMatchObject({ kind: 'parse', status: 200 })
    expect(report).toHaveBeenCalledOnce()
  })

  it('a 200 answer of the wrong shape rejects with kind schema and reports it', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockFetch(json({ data: [{ id: 1, slug: 'napa' }] }))
    const error = await failure(getOffers())
    expect(error).toMatchObject({ kind: 'schema', status: 200, message: 'Unexpected response' })
    expect(error.body).toEqual({ data: [{ id: 1, slug: 'napa' }] })
    // The report follows once zod's English messages are loaded (schemaReport.ts).
    await vi.waitFor(() => expect(report).toHaveBeenCalledOnce())
    expect(String(report.mock.calls[0]?.[0])).toContain('GET http://localhost:3000/api/offers')
    expect(String(report.mock.calls[0]?.[1])).toContain('product_name')
    expect(String(report.mock.calls[0]?.[1])).toContain('expected string, received undefined')
  })

  it('a schema mismatch of an order answer is an ApiError too, never a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockFetch(json({ message: 'stored' }))
    const error = await failure(placeOrder({} as Parameters<typeof placeOrder>[0]))
    expect(error.kind).toBe('schema')
  })
})

describe('empty answers', () => {
  it('an empty 204 answer resolves calls whose answer is not read', async () => {
    mockFetch(() => new Response(null, { status: 204 }))
    await expect(storeCartItem({ productId: 1, qty: 2, userId: 7 })).resolves.toBeUndefined()
    await expect(subscribe({ email: 'a@b.test' })).resolves.toEqual({ message: '' })
  })

  it('an empty 200 body is null for the schema: a list call reports it as schema drift', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockFetch(raw('', 200, 'application/json'))
    expect((await failure(getOffers())).kind).toBe('schema')
  })
})

describe('messageOf', () => {
  it('gives the fallback for anything but an HTTP error with a message', () => {
    expect(messageOf(new Error('boom'), 'Search failed.')).toBe('Search failed.')
    expect(messageOf(undefined, 'Search failed.')).toBe('Search failed.')
    const blank = new ApiError({
      kind: 'http',
      status: 500,
      message: 'x',
      method: 'GET',
      url: '/',
      body: { message: ' ' },
    })
    expect(messageOf(blank, 'Something Wrong!')).toBe('Something Wrong!')
  })
})
