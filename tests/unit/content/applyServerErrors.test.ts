import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { applyServerErrors } from '@/lib/forms'

type Values = { name: string; phone: string; email: string; prescription: File | null }
const FIELDS = ['name', 'phone', 'email', 'prescription'] as const

function error(status: number, fieldErrors: Record<string, string[]> = {}) {
  return new ApiError({ kind: 'http', status, message: 'x', method: 'POST', url: '/api/x', fieldErrors })
}

describe('applyServerErrors', () => {
  it('puts the first message of each known field under it and focuses the first in form order', () => {
    const setError = vi.fn()
    const applied = applyServerErrors<Values>(
      error(422, {
        prescription: ['The prescription must be a file of type: jpg, png.', 'second'],
        token: ['Not a form field.'],
        phone: ['The phone must be 11 digits.'],
      }),
      setError,
      FIELDS,
    )
    expect(applied).toBe(true)
    expect(setError.mock.calls).toEqual([
      ['phone', { type: 'server', message: 'The phone must be 11 digits.' }, { shouldFocus: true }],
      [
        'prescription',
        { type: 'server', message: 'The prescription must be a file of type: jpg, png.' },
        { shouldFocus: false },
      ],
    ])
  })

  it('renames server fields with fieldMap', () => {
    const setError = vi.fn()
    expect(
      applyServerErrors<Values>(error(422, { customer_name: ['Too long.'] }), setError, FIELDS, {
        customer_name: 'name',
      }),
    ).toBe(true)
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Too long.' }, { shouldFocus: true })
  })

  it('returns false for a 422 without a known field, and for anything that is not a 422', () => {
    const setError = vi.fn()
    expect(
      applyServerErrors<Values>(error(422, { user_id: ['The selected user id is invalid.'] }), setError, FIELDS),
    ).toBe(false)
    expect(applyServerErrors<Values>(error(422), setError, FIELDS)).toBe(false)
    expect(applyServerErrors<Values>(error(500), setError, FIELDS)).toBe(false)
    expect(applyServerErrors<Values>(new Error('offline'), setError, FIELDS)).toBe(false)
    expect(setError).not.toHaveBeenCalled()
  })
})
