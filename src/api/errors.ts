/**
 * Typed errors of the API layer. Every failed call rejects with an ApiError, so callers
 * branch on `status` and `kind` instead of inspecting raw responses.
 */
export type ApiErrorKind =
  /** The server answered outside 200-299. */
  | 'http'
  /** The request never got an answer (offline, DNS, CORS, aborted). */
  | 'network'
  /** A 2xx answer whose body is not JSON. */
  | 'parse'
  /** A 2xx JSON answer whose shape does not match the schema (backend drift). */
  | 'schema'

export interface ApiErrorInit {
  kind: ApiErrorKind
  status: number
  message: string
  method: string
  url: string
  body?: unknown
  fieldErrors?: Record<string, string[]>
  cause?: unknown
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** HTTP status; 0 when there was no HTTP answer. */
  readonly status: number
  readonly method: string
  readonly url: string
  /** The parsed error body, when there was one. */
  readonly body: unknown
  /** Laravel 422 lists, field -> messages. Empty for other errors. */
  readonly fieldErrors: Readonly<Record<string, string[]>>

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.method = init.method
    this.url = init.url
    this.body = init.body
    this.fieldErrors = init.fieldErrors ?? {}
  }

  get isValidation(): boolean {
    return this.status === 422
  }

  /** The first message of each field, as the spec shows them under the inputs. */
  get firstFieldErrors(): Record<string, string> {
    const out: Record<string, string> = {}
    for (const [field, messages] of Object.entries(this.fieldErrors)) {
      const first = messages[0]
      if (first) out[field] = first
    }
    return out
  }

  /** The first message for one field, if the server sent any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0]
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

/**
 * Server message of an error when it has one (shown as it comes), else the fallback (e.g. 'Search
 * failed.'): a text, or a message descriptor that the caller translates where it shows it.
 */
export function messageOf<F extends string | object>(error: unknown, fallback: F): string | F {
  if (isApiError(error) && error.kind === 'http') {
    const body = error.body
    if (body && typeof body === 'object' && 'message' in body) {
      const message = body.message
      if (typeof message === 'string' && message.trim() !== '') return message
    }
  }
  return fallback
}
