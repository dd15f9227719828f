import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { serializeCache, settledState, toSerializedError } from '@/app/ssr/swrHydration'

const notFound = () =>
  new ApiError({
    kind: 'http',
    status: 404,
    message: 'Not found',
    method: 'GET',
    url: 'http://laravel.internal:8000/api/product-details/nothing-here?x=1',
    body: { message: 'No query results', exception: 'ModelNotFoundException', file: '/srv/app/Model.php', trace: [] },
  })

describe("a 'not found' answer in the page's data", () => {
  it('keeps the path it was asked at, never the API address or its body', () => {
    const serialized = toSerializedError(notFound())
    expect(serialized).toEqual({
      kind: 'http',
      status: 404,
      message: 'Not found',
      method: 'GET',
      url: '/api/product-details/nothing-here?x=1',
    })
    const payload = JSON.stringify(serializeCache([['key', settledState({ error: serialized })]]))
    expect(payload).not.toContain('laravel.internal')
    expect(payload).not.toContain('ModelNotFoundException')
  })

  it('is the same not-found error in the browser (status and kind decide what the page shows)', () => {
    const state = settledState({ error: toSerializedError(notFound()) })
    expect(state.error).toBeInstanceOf(ApiError)
    expect((state.error as ApiError).status).toBe(404)
  })

  it('serializes the raw ApiError a cache holds in the same way', () => {
    const payload = serializeCache([['key', { data: undefined, error: notFound() }]])
    expect(payload).toEqual([['key', { error: toSerializedError(notFound()) }]])
  })
})
