import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { couponFailureText } from '@/checkout/coupon'
import { CHECKOUT_TEXTS, orderFailureText } from '@/checkout/messages'

function httpError(status: number): ApiError {
  return new ApiError({ kind: 'http', status, message: 'x', method: 'POST', url: '/api/x' })
}

describe('order failure texts (spec 001 s8, verbatim)', () => {
  it('422: the cash and the online wording differ', () => {
    expect(orderFailureText(httpError(422), 'cod')).toBe('Please fill in all required fields')
    expect(orderFailureText(httpError(422), 'ssl')).toBe('Please fill all required fields')
  })

  it('405: outside Dhaka; anything else: something went wrong', () => {
    expect(orderFailureText(httpError(405), 'cod')).toBe('We do not deliver medicines outside Dhaka!')
    expect(orderFailureText(httpError(405), 'ssl')).toBe('We do not deliver medicines outside Dhaka!')
    expect(orderFailureText(httpError(500), 'cod')).toBe('Something went wrong!')
    expect(orderFailureText(new TypeError('Failed to fetch'), 'ssl')).toBe('Something went wrong!')
    expect(orderFailureText(null, 'cod')).toBe('Something went wrong!')
  })
})

describe('coupon failure texts', () => {
  it('maps 404, 405, 422 and the rest', () => {
    expect(couponFailureText(httpError(404))).toBe('Invalid coupon code.')
    expect(couponFailureText(httpError(405))).toBe('You are not eligible for this coupon.')
    expect(couponFailureText(httpError(422))).toBe('Please log in before applying a coupon.')
    expect(couponFailureText(httpError(500))).toBe('Something went wrong. Please try again.')
    expect(couponFailureText(new Error('offline'))).toBe(CHECKOUT_TEXTS.couponFailed)
  })
})
