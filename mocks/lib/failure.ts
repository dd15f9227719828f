/**
 * A non-2xx answer raised from anywhere inside a handler; the route wrapper turns it into the
 * response. Bodies follow Laravel: `{message}`, or `{message, errors}` for 422.
 */
export type FieldErrors = Record<string, string[]>

export type FailureBody = { message: string } | { message: string; errors: FieldErrors }

export class MockFailure extends Error {
  readonly status: number
  readonly body: FailureBody

  constructor(status: number, body: FailureBody) {
    super(body.message)
    this.name = 'MockFailure'
    this.status = status
    this.body = body
  }
}

export const VALIDATION_MESSAGE = 'The given data was invalid.'

export function failure(status: number, message: string): MockFailure {
  return new MockFailure(status, { message })
}

export function validationFailure(errors: FieldErrors): MockFailure {
  return new MockFailure(422, { message: VALIDATION_MESSAGE, errors })
}

export const unauthenticated = (): MockFailure => failure(401, 'Unauthenticated.')
export const notFound = (what = 'Resource'): MockFailure => failure(404, `${what} not found.`)
