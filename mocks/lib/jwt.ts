/**
 * Access tokens: real JWT structure (base64url header.payload.signature) that jwt-decode can read,
 * with `sub` = customer id (a string, as Laravel's jwt-auth writes it) and `exp` 7 days ahead. The
 * signature is a fixed marker, not a real HMAC: this is a mock.
 */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60
const SIGNATURE_MARKER = 'mock-shop-signature'

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function base64UrlDecode(part: string): string | null {
  try {
    const padded = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=')
    const binary = atob(padded)
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
}

const SIGNATURE = base64UrlEncode(SIGNATURE_MARKER)

export interface TokenClaims {
  iss: string
  sub: string
  iat: number
  nbf: number
  exp: number
  jti: string
}

export function signToken(customerId: number, nowMs: number = Date.now()): string {
  const iat = Math.floor(nowMs / 1000)
  const claims: TokenClaims = {
    iss: 'mock-shop',
    sub: String(customerId),
    iat,
    nbf: iat,
    exp: iat + TOKEN_TTL_SECONDS,
    jti: `${customerId}-${nowMs.toString(36)}`,
  }
  const header = base64UrlEncode(JSON.stringify({ typ: 'JWT', alg: 'HS256' }))
  return `${header}.${base64UrlEncode(JSON.stringify(claims))}.${SIGNATURE}`
}

/** The customer id of a token this shop signed and that has not expired, else null. */
export function verifyToken(token: string, nowMs: number = Date.now()): number | null {
  const [, payload, signature, ...rest] = token.split('.')
  if (!payload || signature !== SIGNATURE || rest.length > 0) return null
  const json = base64UrlDecode(payload)
  if (json === null) return null
  let claims: unknown
  try {
    claims = JSON.parse(json)
  } catch {
    return null
  }
  if (!claims || typeof claims !== 'object') return null
  const { sub, exp } = claims as Partial<Record<keyof TokenClaims, unknown>>
  const id = typeof sub === 'string' || typeof sub === 'number' ? Number(sub) : NaN
  if (!Number.isInteger(id) || typeof exp !== 'number' || exp * 1000 <= nowMs) return null
  return id
}
