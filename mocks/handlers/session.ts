/** Bearer-token authentication for the /api/auth/ routes that need it. */
import { unauthenticated } from '../lib/failure'
import { verifyToken } from '../lib/jwt'
import { shop } from '../store'
import { findCustomer } from '../store/customers'
import type { CustomerRecord } from '../store/schema'

/** The signed-in customer, or a thrown 401 `{message: 'Unauthenticated.'}`. */
export function requireCustomer(request: Request): CustomerRecord {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  const id = match?.[1] ? verifyToken(match[1]) : null
  const customer = id === null ? undefined : findCustomer(shop().state, id)
  if (!customer) throw unauthenticated()
  return customer
}
