/** Each fault helper overrides one endpoint as it says. */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fieldErrorsOf, request } from '@/api/client'
import { ApiError } from '@/api/errors'
import { productSchema } from '@/api/entities'
import { listOf } from '@/api/lenient'
import { server } from '@mocks/node'
import { answerWith, emptyList, failWith, hang, malformedJson, MALFORMED_BODY, wrongShape } from '@mocks/faults'
import { mswPath } from '@mocks/handlers'
import { at, get, list, post } from './helpers'

describe('faults', () => {
  beforeEach(() => {
    // The API client logs parse and schema failures; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  it('failWith answers the status with the default Laravel body, or the given one', async () => {
    server.use(failWith('GET', '/api/feature-product', 500))
    expect(await get('/api/feature-product')).toMatchObject({ status: 500, body: { message: 'Server Error' } })
    server.use(failWith('GET', '/api/product-details/{slug}', 404, { message: 'Product not found.' }))
    expect(await get('/api/product-details/napa-500-mg-tablet')).toMatchObject({
      status: 404,
      body: { message: 'Product not found.' },
    })
    server.use(
      failWith('POST', '/api/subscribe', 422, {
        message: 'The given data was invalid.',
        errors: { email: ['Taken.'] },
      }),
    )
    expect(fieldErrorsOf((await post('/api/subscribe', { email: 'a@b.cd' })).body)).toEqual({ email: ['Taken.'] })
    server.use(failWith('POST', '/api/auth/forget-password/', 503))
    expect((await post('/api/auth/forget-password', { email: 'demo@medibazar.test' })).status).toBe(503)
  })

  it('once: true fails only the first request', async () => {
    server.use(failWith('GET', '/api/offers', 500, undefined, { once: true }))
    expect((await get('/api/offers')).status).toBe(500)
    expect((await get('/api/offers')).status).toBe(200)
  })

  it('malformedJson answers 200 with a body that is not JSON; the client reports a parse error', async () => {
    server.use(malformedJson('GET', '/api/feature-product'))
    const answer = await get('/api/feature-product')
    expect(answer.status).toBe(200)
    expect(answer.text).toBe(MALFORMED_BODY)
    expect(answer.body).toBeUndefined()
    const error = await request({ path: '/api/feature-product', schema: listOf(productSchema) }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('parse')
  })

  it('wrongShape answers 200 with valid JSON the schema rejects', async () => {
    server.use(wrongShape('GET', '/api/feature-product', { products: 'none' }))
    expect(await get('/api/feature-product')).toMatchObject({ status: 200, body: { products: 'none' } })
    const error = await request({ path: '/api/feature-product', schema: listOf(productSchema) }).catch(
      (e: unknown) => e,
    )
    expect((error as ApiError).kind).toBe('schema')
  })

  it('hang never answers until the request is aborted', async () => {
    server.use(hang('GET', '/api/v2/top-banner'))
    const controller = new AbortController()
    const pending = get('/api/v2/top-banner', { signal: controller.signal })
    const outcome = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((r) => setTimeout(() => r('waiting'), 100)),
    ])
    expect(outcome).toBe('waiting')
    controller.abort()
    await expect(pending).rejects.toThrow()
  })

  it('emptyList answers {data: []}, an empty paginator or empty search results', async () => {
    server.use(emptyList('GET', '/api/get-recommended-product'))
    expect((await get('/api/get-recommended-product')).body).toEqual({ data: [] })
    server.use(emptyList('GET', '/api/category-product/{slug}'))
    const page = await get('/api/category-product/medicines?page=3')
    expect(page.body).toMatchObject({
      data: [],
      current_page: 1,
      last_page: 1,
      total: 0,
      per_page: 20,
      next_page_url: null,
    })
    server.use(emptyList('GET', '/api/auth/order-list/{customerId}'))
    expect(at((await get('/api/auth/order-list/7')).body, 'per_page')).toBe(10)
    server.use(emptyList('GET', '/api/v2/product-search/{query}'))
    expect((await get('/api/v2/product-search/napa')).body).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    })
  })

  it('answerWith answers any body and status', async () => {
    server.use(answerWith('GET', '/api/popup-status', { status: 0 }))
    expect((await get('/api/popup-status')).body).toEqual({ status: 0 })
    server.use(answerWith('POST', '/api/v2/coupon-code-apply', { message: 'Too many tries' }, 429))
    expect((await post('/api/v2/coupon-code-apply', {})).status).toBe(429)
  })

  it('overrides are removed after each test (the shop answers again)', async () => {
    expect(list((await get('/api/feature-product')).body, 'data').length).toBeGreaterThan(5)
  })

  it('paths are converted from the endpoints.txt form', () => {
    expect(mswPath('/api/product-details/{slug}')).toBe('*/api/product-details/:slug')
    expect(mswPath('/api/categories/')).toBe('*/api/categories')
    expect(mswPath('/api/auth/order-list/{customerId}')).toBe('*/api/auth/order-list/:customerId')
  })
})
